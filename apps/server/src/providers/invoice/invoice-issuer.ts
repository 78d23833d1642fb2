/** What an issuer needs to make out an invoice (发票) for a paid order. */
export interface InvoiceRequest {
  orderNo: string;
  goodsTitle: string;
  amountFen: number;
  titleType: 'personal' | 'company';
  title: string;
  taxId: string | null;
  email: string;
}

export interface IssuedInvoice {
  invoiceNo: string;
}

/**
 * Issues invoices. The embedded one makes simulated invoices (its PDF says so); a real e-invoice service
 * (诺诺, 百望: requestBillingNew / queryInvoiceResult, REFERENCE §5.2) goes behind this interface later.
 */
export interface InvoiceIssuer {
  readonly simulated: boolean;
  issue(request: InvoiceRequest, at: Date): Promise<IssuedInvoice>;
  /** The invoice's PDF. */
  pdf(request: InvoiceRequest & { invoiceNo: string; issuedAt: Date }): Promise<Buffer>;
}
