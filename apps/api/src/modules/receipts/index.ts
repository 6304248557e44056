/**
 * The public entry of the receipts module: what other modules may use (ADR 0017). Other modules
 * import only this file, and only modules below them in the order of .dependency-cruiser.cjs.
 */
export { amountInWordsEn, amountInWordsTh } from './amount-in-words.js';
export { renderReceiptPdf } from './receipt-pdf.js';
export { type ReceiptSnapshot } from './receipt.types.js';
export { type PdfA3Options } from './receipt-pdf.js';
export { renderEtaxPdf } from './etax/etax-pdf.js';
export { buildTaxInvoiceXml, ETAX_XML_NAME } from './etax/etax-xml.js';
export {
  CadesSigner,
  identityFromP12,
  makeDemoP12,
  type SigningIdentity,
} from './etax/etax-signer.js';
