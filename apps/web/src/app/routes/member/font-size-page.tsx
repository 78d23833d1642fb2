import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { FontSizeCard } from './font-size-card';

/** 字体大小 (mine: fontSize): the font size preference on a page of its own. */
export function FontSizePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('settings.fontSize')}>
      <FontSizeCard />
    </PageShell>
  );
}
