/**
 * What a receipt or tax invoice says, frozen when it is issued (docs/buying.md §14: the record is the
 * snapshot, not the PDF). The PDF is drawn from this alone, so the same snapshot always gives the
 * same bytes. All money is integer satang.
 */

/**
 * - `abbreviated`: ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน, every paid book order (`RC-…`).
 * - `full`: ใบกำกับภาษี/ใบเสร็จรับเงิน with the buyer's tax id and address (`TX-…`).
 * - `receipt`: ใบรับเงิน for coin packs, no VAT (`RV-…`).
 * - `credit_note`: ใบลดหนี้ for a refund (`CN-…`), referring to the invoice it corrects.
 */
export type ReceiptKind = 'abbreviated' | 'full' | 'receipt' | 'credit_note';

export type ReceiptLocale = 'th' | 'en';

/**
 * The seller's address in the parts ETDA's e-Tax XML asks for (TISI 1099 codes of the
 * sub-district, district and province), when the settings give them.
 */
export type ReceiptAddressParts = {
  buildingNumber: string;
  street: string | null;
  /** Six digits (`103901` แขวงคลองเตยเหนือ). */
  subDistrictCode: string;
  /** Four digits (`1039` เขตวัฒนา). */
  districtCode: string;
  /** Two digits (`10` กรุงเทพมหานคร). */
  provinceCode: string;
  postcode: string;
};

export type ReceiptSeller = {
  name: string;
  /** 13 digits. */
  taxId: string;
  /** Five digits; `00000` is the head office. */
  branch: string;
  address: string;
  /** Only for the e-Tax XML; the PDF prints `address`. Snapshots before it have none. */
  addressParts?: ReceiptAddressParts | null;
};

export type ReceiptBuyer = {
  name: string;
  email: string;
  /** Full tax invoices only: 13 digits. */
  taxId: string | null;
  /** Full tax invoices only: five digits, `00000` = head office. */
  branch: string | null;
  /** Full tax invoices only; may hold line breaks. */
  address: string | null;
};

export type ReceiptLine = {
  /** The book's or pack's name, already in the document's language. */
  name: string;
  /** Shelf price, VAT included. */
  priceSatang: number;
  /** This line's share of the coupon discount. */
  discountSatang: number;
  /** `priceSatang - discountSatang`, VAT included. */
  totalSatang: number;
  vatRate: 7 | 0;
  /** VAT within `totalSatang`. */
  vatSatang: number;
};

export type ReceiptTotals = {
  subtotalSatang: number;
  discountSatang: number;
  /** What the buyer owes, VAT included (`subtotal - discount`). */
  totalSatang: number;
  /** Sum of the lines' VAT. */
  vatSatang: number;
  /** `total - vat`. */
  netSatang: number;
  /** Net of the standard-rated lines. */
  taxableNetSatang: number;
  /** Total of the exempt lines. */
  vatExemptSatang: number;
  /** Paid with coins (a means of payment, not a discount). */
  coinsSatang: number;
  /** Paid with the payment method. */
  amountPaidSatang: number;
};

export type ReceiptCorrection = {
  /** ISO 8601 instant of the invoice corrected; printed as a date in Asia/Bangkok. */
  originalIssuedAt: string;
  originalValueSatang: number;
  correctValueSatang: number;
  differenceSatang: number;
  vatOnDifferenceSatang: number;
};

export type ReceiptSnapshot = {
  kind: ReceiptKind;
  /** `RC-2569-000123`, `TX-2569-000045`, `RV-…`, `CN-…`. */
  number: string;
  /** ISO 8601 instant; printed as a date in Asia/Bangkok. */
  issuedAt: string;
  /** Language of the labels; the legal wording is always in Thai too. */
  locale: ReceiptLocale;
  seller: ReceiptSeller;
  buyer: ReceiptBuyer;
  /** `NS0000012345`. */
  orderNumber: string;
  /** ISO 8601 instant. */
  paidAt: string;
  /** Already in the document's language, e.g. "บัตรเครดิต (ทดลอง)". */
  paymentMethod: string;
  lines: ReceiptLine[];
  totals: ReceiptTotals;
  /** Credit notes: the number of the invoice they correct. */
  refersTo: string | null;
  /** Credit notes: why (e.g. "คืนเงินตามคำขอของลูกค้า"); printed when given. */
  reason?: string | null;
  /**
   * Credit notes (Revenue Code s.86/10): the date of the invoice corrected, its value before VAT,
   * the correct value after this note (and any earlier ones), the difference and its VAT.
   */
  correction?: ReceiptCorrection | null;
  /**
   * The total in words as issued. When given it is printed as is, so a reprint reads the same even
   * if the wording rules change; otherwise it is computed (`amount-in-words.ts`).
   */
  totalInWords?: { th: string; en: string } | null;
};
