import type { DbOrTx } from '../../db/client.js';
import type { customerRepository } from '../accounts/index.js';
import type * as ordersRepository from './orders.repository.js';
import type { OrderLineRow, OrderRow, ReceiptRow } from './orders.repository.js';
import { amountInWordsEn, amountInWordsTh } from '../receipts/index.js';
import type { ReceiptSnapshot } from '../receipts/index.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import { buddhistYearOf } from '../../lib/dates.js';

/** The seller printed on every receipt (settings SELLER_*). */
export type Seller = {
  nameTh: string;
  nameEn: string;
  taxId: string;
  branch: string;
  addressTh: string;
  addressEn: string;
  /** The address in ETDA's parts (settings SELLER_ADDRESS_*), for the e-Tax XML. */
  addressParts?: ReceiptSnapshot['seller']['addressParts'];
};

export type ReceiptKind = ReceiptRow['kind'];

const PREFIX: Record<ReceiptKind, string> = {
  abbreviated: 'RC',
  full: 'TX',
  receipt: 'RV',
  credit_note: 'CN',
};

/**
 * Receipts and tax invoices (docs/buying.md §14): a paid order gets one, numbered without gaps per
 * prefix and Buddhist year (`RC-2569-000123`), with a snapshot of everything printed on it taken
 * now; the PDF is rendered from the snapshot whenever it is asked for, so a reprint is identical.
 */
export const createReceiptIssuer = ({
  seller,
  orders,
  customers,
  afterIssue,
}: {
  seller: Seller;
  orders: Pick<typeof ordersRepository, 'nextReceiptSerial' | 'insertReceipt'>;
  customers: Pick<typeof customerRepository, 'findCustomerById'>;
  /** Written in the same transaction once issued (a full invoice's e-Tax Invoice job). */
  afterIssue?: (tx: DbOrTx, receipt: ReceiptRow) => Promise<void>;
}) => ({
  async issue(
    tx: DbOrTx,
    order: OrderRow,
    lines: OrderLineRow[],
    methodName: string | null,
  ): Promise<ReceiptRow> {
    const kind: ReceiptKind =
      order.source === 'coin_pack' ? 'receipt' : order.taxInvoice ? 'full' : 'abbreviated';
    const issuedAt = order.paidAt ?? new Date();
    const yearBe = buddhistYearOf(issuedAt);
    const serial = await orders.nextReceiptSerial(tx, { prefix: PREFIX[kind], yearBe });
    const number = `${PREFIX[kind]}-${yearBe}-${String(serial).padStart(6, '0')}`;
    const customer = await customers.findCustomerById(tx, order.customerId);
    const th = order.locale === 'th';
    const buyerName =
      order.taxInvoice?.name ??
      ([customer?.firstName, customer?.lastName].filter(Boolean).join(' ') ||
        customer?.email ||
        '');
    const snapshot: ReceiptSnapshot = {
      kind,
      number,
      issuedAt: issuedAt.toISOString(),
      locale: th ? 'th' : 'en',
      seller: {
        name: th ? seller.nameTh : seller.nameEn,
        taxId: seller.taxId,
        branch: seller.branch,
        address: th ? seller.addressTh : seller.addressEn,
        ...(seller.addressParts ? { addressParts: seller.addressParts } : {}),
      },
      buyer: {
        name: buyerName,
        email: customer?.email ?? '',
        taxId: order.taxInvoice?.taxId ?? null,
        branch: order.taxInvoice?.branch ?? null,
        address: order.taxInvoice?.address ?? null,
      },
      orderNumber: orderNumberOf(order.id),
      paidAt: issuedAt.toISOString(),
      paymentMethod: methodName ?? '',
      lines: lines.map((line) => ({
        name: th ? line.nameTh : line.nameEn,
        priceSatang: line.priceSatang,
        discountSatang: line.discountSatang,
        totalSatang: line.totalSatang,
        vatRate: line.vatRate === 7 ? 7 : 0,
        vatSatang: line.vatSatang,
      })),
      totals: {
        subtotalSatang: order.subtotalSatang,
        discountSatang: order.discountSatang,
        totalSatang: order.totalSatang,
        vatSatang: order.vatSatang,
        netSatang: order.netSatang,
        taxableNetSatang: order.taxableNetSatang,
        vatExemptSatang: order.vatExemptSatang,
        coinsSatang: order.coinsSatang,
        amountPaidSatang: order.amountDueSatang,
      },
      refersTo: null,
      // The words are kept with the numbers, so a reprint reads the same whatever changes later.
      totalInWords: {
        th: amountInWordsTh(order.totalSatang),
        en: amountInWordsEn(order.totalSatang),
      },
    };
    const receipt = await orders.insertReceipt(tx, {
      orderId: order.id,
      kind,
      number,
      issuedAt,
      snapshot,
    });
    await afterIssue?.(tx, receipt);
    return receipt;
  },
});

export type ReceiptIssuer = ReturnType<typeof createReceiptIssuer>;
