import type { ReceiptSnapshot } from './receipt.types.js';

/** A full tax invoice (the worked order of docs/buying.md §2.3), for the receipt PDF and e-Tax tests. */
export const receiptSnapshotOf = (overrides: Partial<ReceiptSnapshot> = {}): ReceiptSnapshot => ({
  kind: 'full',
  number: 'TX-2569-000045',
  issuedAt: '2026-11-25T07:05:00Z',
  locale: 'th',
  seller: {
    name: 'บริษัท หนังสือดี จำกัด',
    taxId: '0105561234567',
    branch: '00000',
    address: '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
  },
  buyer: {
    name: 'บริษัท น้ำใจไทย จำกัด',
    email: 'account@namjai.example',
    taxId: '0105559876543',
    branch: '00001',
    address: '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3\nแขวงช่องนนทรี เขตยานนาวา กรุงเทพมหานคร 10120',
  },
  orderNumber: 'NS0000012345',
  paidAt: '2026-11-25T07:04:31Z',
  paymentMethod: 'บัตรเครดิต (ทดลอง)',
  // The worked order of docs/buying.md §2.3.
  lines: [
    {
      name: 'น้ำค้างกลางใจ',
      priceSatang: 15_900,
      discountSatang: 1_596,
      totalSatang: 14_304,
      vatRate: 7,
      vatSatang: 936,
    },
    {
      name: 'ปู่ย่าเล่าเรื่อง ผู้ใหญ่ลี',
      priceSatang: 25_000,
      discountSatang: 2_510,
      totalSatang: 22_490,
      vatRate: 7,
      vatSatang: 1_471,
    },
    {
      name: 'นิตยสารสารคดี ฉบับที่ 461',
      priceSatang: 8_900,
      discountSatang: 894,
      totalSatang: 8_006,
      vatRate: 0,
      vatSatang: 0,
    },
  ],
  totals: {
    subtotalSatang: 49_800,
    discountSatang: 5_000,
    totalSatang: 44_800,
    vatSatang: 2_407,
    netSatang: 42_393,
    taxableNetSatang: 34_387,
    vatExemptSatang: 8_006,
    coinsSatang: 10_000,
    amountPaidSatang: 34_800,
  },
  refersTo: null,
  ...overrides,
});
