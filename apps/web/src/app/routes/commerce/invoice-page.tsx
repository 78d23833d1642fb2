import '../../../i18n/register-commerce-catalog';
import { useState, type FormEvent } from 'react';
import { Button, Input, Radio } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { invoiceBody, type Invoice } from '@app/contract/commerce';
import { INVOICE_TITLE_MAX } from '@app/contract/commerce-constants';
import { FormField } from '../../../components/form-field';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { SubmitButton } from '../../../components/submit-button';
import {
  invoiceListQueryOptions,
  useInvoiceList,
  useRequestInvoice,
} from '../../../features/commerce/api/invoices';
import { yuan } from '../../../features/commerce/components/price-text';
import { appNavigate } from '../../../lib/navigation';
import { pdfPageUrl } from '../../../lib/pdf-link';
import { useSchemaForm } from '../../../lib/use-schema-form';
import styles from './commerce-pages.module.css';

const ORDER_NO = /^[0-9A-Za-z]{6,32}$/;

function InvoiceForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [titleType, setTitleType] = useState<'personal' | 'company'>('personal');
  const form = useSchemaForm({ title: '', taxId: '', email: '' });
  const request = useRequestInvoice();
  const required = (label: string) => `* ${label}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(invoiceBody, {
      orderNo,
      titleType,
      title: form.values.title,
      email: form.values.email,
      ...(titleType === 'company' ? { taxId: form.values.taxId } : {}),
    });
    if (body) request.mutate(body, { onSuccess: onDone });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h2 className={styles.sectionTitle}>{t('commerce.invoiceFormTitle')}</h2>
      <p className={styles.muted}>
        {t('commerce.orderNo')} {orderNo}
      </p>
      <FormField id="invoice-type" label={required(t('commerce.invoiceType'))}>
        <Radio.Group value={titleType} onChange={(v) => setTitleType(v as 'personal' | 'company')}>
          <Radio value="personal" style={{ marginRight: 16 }}>
            {t('commerce.invoicePersonal')}
          </Radio>
          <Radio value="company">{t('commerce.invoiceCompany')}</Radio>
        </Radio.Group>
      </FormField>
      <FormField id="invoice-title" label={required(t('commerce.invoiceTitle'))} error={form.errors.title}>
        <Input
          id="invoice-title"
          value={form.values.title}
          onChange={form.setValue('title')}
          placeholder={
            titleType === 'company' ? t('commerce.invoiceTitleCompany') : t('commerce.invoiceTitlePersonal')
          }
          maxLength={INVOICE_TITLE_MAX}
          clearable
        />
      </FormField>
      {titleType === 'company' ? (
        <FormField id="invoice-tax-id" label={required(t('commerce.invoiceTaxId'))} error={form.errors.taxId}>
          <Input
            id="invoice-tax-id"
            value={form.values.taxId}
            onChange={form.setValue('taxId')}
            placeholder={t('commerce.invoiceTaxIdPlaceholder')}
            maxLength={20}
            clearable
          />
        </FormField>
      ) : null}
      <FormField id="invoice-email" label={required(t('commerce.invoiceEmail'))} error={form.errors.email}>
        <Input
          id="invoice-email"
          type="email"
          value={form.values.email}
          onChange={form.setValue('email')}
          placeholder={t('commerce.invoiceEmailPlaceholder')}
          maxLength={100}
          clearable
        />
      </FormField>
      <div className={styles.actions}>
        <SubmitButton busy={request.isPending}>{t('commerce.invoiceSubmit')}</SubmitButton>
      </div>
    </form>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const open = () => {
    if (invoice.pdfUrl)
      appNavigate(
        pdfPageUrl(
          invoice.pdfUrl,
          t('commerce.invoicePdfTitle', { no: invoice.invoiceNo }),
          window.location.origin,
        ),
      );
  };
  return (
    <article className={styles.section} data-testid="invoice-row">
      <div className={styles.pick}>
        <strong>{invoice.title}</strong>
        <span className={styles.pickValue} data-testid="invoice-status">
          {t(`commerce.invoiceStatus.${invoice.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {invoice.goodsTitle} · {yuan(invoice.amountFen)}
      </p>
      <p className={styles.muted}>
        {t('commerce.orderNo')} {invoice.orderNo}
        {invoice.invoiceNo ? ` · ${t('commerce.invoiceNo')} ${invoice.invoiceNo}` : ''}
      </p>
      {invoice.rejectReason ? <p className={styles.muted}>{invoice.rejectReason}</p> : null}
      {invoice.status === 'VOIDED' && invoice.redInvoiceNo ? (
        <p className={styles.muted} data-testid="invoice-voided">
          {t('commerce.invoiceVoidedHint', { no: invoice.redInvoiceNo })}
        </p>
      ) : null}
      {invoice.pdfUrl ? (
        <Button size="small" color="primary" fill="outline" onClick={open}>
          {t('commerce.invoiceOpen')}
        </Button>
      ) : null}
    </article>
  );
}

/** The invoice page: with ?orderNo=, the request form for that order; below, my invoices and their PDFs. */
export function InvoicePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('orderNo');
  const orderNo = raw && ORDER_NO.test(raw) ? raw : null;
  const list = useInvoiceList();
  return (
    <PageShell title={t('commerce.invoicePageTitle')}>
      {orderNo ? (
        <InvoiceForm orderNo={orderNo} onDone={() => setSearchParams({}, { replace: true })} />
      ) : null}
      <PagedList
        query={list}
        queryKey={invoiceListQueryOptions().queryKey}
        renderItem={(invoice) => <InvoiceRow invoice={invoice} />}
        itemKey={(invoice) => invoice.id}
        emptyTitle={t('commerce.invoiceEmpty')}
        errorTitle={t('commerce.invoiceFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
