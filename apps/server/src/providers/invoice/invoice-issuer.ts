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

/** An invoice as issued: what the PDF and a red-letter invoice need. */
export type IssuedInvoiceRequest = InvoiceRequest & { invoiceNo: string; issuedAt: Date };

/** The red-letter invoice (红字发票) that cancels an issued one, for the same amount negated. */
export interface RedLetterInvoice {
  redInvoiceNo: string;
}

/**
 * Issues invoices. The embedded one makes simulated invoices (its PDF says so); a real e-invoice service
 * (诺诺, 百望: requestBillingNew / queryInvoiceResult, REFERENCE §5.2) goes behind this interface later.
 */
export interface InvoiceIssuer {
  readonly simulated: boolean;
  issue(request: InvoiceRequest, at: Date): Promise<IssuedInvoice>;
  /**
   * Cancels an issued invoice by issuing its red-letter counterpart (红冲), as a refund requires: an issued
   * e-invoice is never deleted (Nuonuo: 红票 with the blue invoice's code and number).
   */
  void(invoice: IssuedInvoiceRequest, at: Date): Promise<RedLetterInvoice>;
  /** The invoice's PDF; a voided one says so. */
  pdf(request: IssuedInvoiceRequest & { voided?: RedLetterInvoice & { voidedAt: Date } }): Promise<Buffer>;
}
