import type { DbOrTx } from '../../db/client.js';
import { buddhistYearOf } from '../../lib/dates.js';
import { amountInWordsEn, amountInWordsTh } from '../receipts/index.js';
import type { ReceiptSnapshot } from '../receipts/index.js';
import type * as ordersRepository from './orders.repository.js';
import type { OrderLineRow, ReceiptRow } from './orders.repository.js';

/** The numbering of documents issued after the sale (docs/buying.md §14). */
const CREDIT_NOTE_PREFIX = 'CN';
const FULL_INVOICE_PREFIX = 'TX';

const serialOf = (prefix: string, yearBe: number, serial: number) =>
  `${prefix}-${yearBe}-${String(serial).padStart(6, '0')}`;

/**
 * Documents issued after an order was paid, from the snapshot of the document they follow (so
 * the seller, the buyer and the language are those of the sale): a credit note (ใบลดหนี้) for a
 * staff refund, and a full tax invoice that replaces an abbreviated one. Numbered without gaps
 * like every document, in the caller's transaction.
 */
export const createOrderDocuments = ({
  orders,
  afterFullInvoice,
}: {
  orders: Pick<typeof ordersRepository, 'nextReceiptSerial' | 'insertReceipt' | 'findReceipts'>;
  /** Written in the same transaction once a full invoice is issued (its e-Tax Invoice job). */
  afterFullInvoice?: (tx: DbOrTx, receipt: ReceiptRow) => Promise<void>;
}) => ({
  /**
   * The credit note of a refund: the refunded lines as sold (their discount and VAT), the part
   * given back as coins and the part through the payment method, the reason, and the figures
   * s.86/10 of the Revenue Code asks of a ใบลดหนี้: the corrected invoice's date and value before
   * VAT, the correct value after this note and the earlier ones, the difference and its VAT.
   */
  async issueCreditNote(
    tx: DbOrTx,
    params: {
      original: ReceiptRow;
      lines: OrderLineRow[];
      refundId: number;
      coinsSatang: number;
      gatewaySatang: number;
      /** The payment method the gateway part goes back to, in the document's language. */
      methodName: string;
      reason: string;
      issuedAt: Date;
    },
  ): Promise<ReceiptRow> {
    const sale = params.original.snapshot as ReceiptSnapshot;
    const yearBe = buddhistYearOf(params.issuedAt);
    const serial = await orders.nextReceiptSerial(tx, { prefix: CREDIT_NOTE_PREFIX, yearBe });
    const number = serialOf(CREDIT_NOTE_PREFIX, yearBe, serial);
    const sum = (pick: (line: OrderLineRow) => number) =>
      params.lines.reduce((total, line) => total + pick(line), 0);
    const totalSatang = sum((line) => line.totalSatang);
    const vatSatang = sum((line) => line.vatSatang);
    const creditedBefore = (await orders.findReceipts(tx, [params.original.orderId]))
      .filter((receipt) => receipt.kind === 'credit_note')
      // Every earlier note of the sale, whichever of its invoices (abbreviated, then full) it named.
      .reduce(
        (total, receipt) => total + (receipt.snapshot as ReceiptSnapshot).totals.netSatang,
        0,
      );
    const differenceSatang = totalSatang - vatSatang;
    const snapshot: ReceiptSnapshot = {
      ...sale,
      kind: 'credit_note',
      number,
      issuedAt: params.issuedAt.toISOString(),
      paidAt: params.issuedAt.toISOString(),
      paymentMethod: params.methodName,
      lines: params.lines.map((line) => ({
        name: sale.locale === 'en' ? line.nameEn || line.nameTh : line.nameTh || line.nameEn,
        priceSatang: line.priceSatang,
        discountSatang: line.discountSatang,
        totalSatang: line.totalSatang,
        vatRate: line.vatRate === 7 ? 7 : 0,
        vatSatang: line.vatSatang,
      })),
      totals: {
        subtotalSatang: sum((line) => line.priceSatang),
        discountSatang: sum((line) => line.discountSatang),
        totalSatang,
        vatSatang,
        netSatang: totalSatang - vatSatang,
        taxableNetSatang: sum((line) => (line.vatRate > 0 ? line.netSatang : 0)),
        vatExemptSatang: sum((line) => (line.vatRate > 0 ? 0 : line.totalSatang)),
        coinsSatang: params.coinsSatang,
        amountPaidSatang: params.gatewaySatang,
      },
      refersTo: params.original.number,
      reason: params.reason,
      correction: {
        originalIssuedAt: sale.issuedAt,
        originalValueSatang: sale.totals.netSatang,
        correctValueSatang: sale.totals.netSatang - creditedBefore - differenceSatang,
        differenceSatang,
        vatOnDifferenceSatang: vatSatang,
      },
      totalInWords: { th: amountInWordsTh(totalSatang), en: amountInWordsEn(totalSatang) },
    };
    return orders.insertReceipt(tx, {
      orderId: params.original.orderId,
      kind: 'credit_note',
      number,
      issuedAt: params.issuedAt,
      snapshot,
      refundId: params.refundId,
    });
  },

  /**
   * A full tax invoice issued afterwards for the same sale (the caller voids the abbreviated one
   * first): the lines, totals and payment as issued, the buyer's name, address, tax id and branch.
   */
  async issueFullInvoice(
    tx: DbOrTx,
    params: {
      original: ReceiptRow;
      buyer: { name: string; taxId: string; branch: string; address: string };
      issuedAt: Date;
    },
  ): Promise<ReceiptRow> {
    const sale = params.original.snapshot as ReceiptSnapshot;
    const yearBe = buddhistYearOf(params.issuedAt);
    const serial = await orders.nextReceiptSerial(tx, { prefix: FULL_INVOICE_PREFIX, yearBe });
    const number = serialOf(FULL_INVOICE_PREFIX, yearBe, serial);
    const snapshot: ReceiptSnapshot = {
      ...sale,
      kind: 'full',
      number,
      issuedAt: params.issuedAt.toISOString(),
      buyer: { ...sale.buyer, ...params.buyer },
    };
    const receipt = await orders.insertReceipt(tx, {
      orderId: params.original.orderId,
      kind: 'full',
      number,
      issuedAt: params.issuedAt,
      snapshot,
      replacesId: params.original.id,
    });
    await afterFullInvoice?.(tx, receipt);
    return receipt;
  },
});

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
