import { formatDate } from '../../lib/dates.js';
import {
  ACCENT,
  formatBp,
  formatSatang,
  formatTaxId,
  INK,
  LEFT,
  MUTED,
  newPdf,
  RIGHT,
  type PdfCanvas,
} from './royalty-pdf-canvas.js';
import type { DocumentLocale, StatementDocument } from './royalty-document.types.js';

/**
 * Draws a royalty statement as an A4 PDF in Thai or in English from its document alone
 * (docs/royalties.md, "Documents"): the store and the payee, the month's figures, then every line.
 * Thai dates are in the Buddhist era; amounts in baht with two decimals.
 */

type Bilingual = Record<DocumentLocale, string>;

const LABELS = {
  title: { th: 'ใบแจ้งยอดค่าลิขสิทธิ์', en: 'Royalty statement' },
  number: { th: 'เลขที่', en: 'No.' },
  month: { th: 'ประจำเดือน', en: 'Month' },
  issuedOn: { th: 'วันที่ออก', en: 'Issued on' },
  taxId: { th: 'เลขประจำตัวผู้เสียภาษีอากร', en: 'Tax ID' },
  payee: { th: 'ผู้รับเงิน', en: 'Payee' },
  terms: { th: 'เงื่อนไข', en: 'Terms' },
  share: { th: 'ส่วนแบ่งค่าลิขสิทธิ์', en: 'Royalty share' },
  payeeKind: { th: 'ประเภทผู้รับเงิน', en: 'Payee kind' },
  individual: { th: 'บุคคลธรรมดา', en: 'Individual' },
  company: { th: 'นิติบุคคล', en: 'Company' },
  withholdingRate: { th: 'อัตราภาษีหัก ณ ที่จ่าย', en: 'Withholding tax rate' },
  shareHelp: {
    th: 'ค่าลิขสิทธิ์คำนวณจากราคาหลังหักส่วนลดคูปองและภาษีมูลค่าเพิ่ม คูณส่วนแบ่ง ปัดเศษรายบรรทัด',
    en: 'Royalties are the price after coupon discounts and VAT times the share, rounded line by line.',
  },
  summary: { th: 'สรุปยอด', en: 'Summary' },
  amountsInBaht: { th: 'จำนวนเงินเป็นบาท', en: 'Amounts in baht' },
  salesNet: { th: 'ยอดขายสุทธิ (ก่อนภาษีมูลค่าเพิ่ม)', en: 'Net sales (before VAT)' },
  refundsNet: { th: 'หักยอดคืนเงิน', en: 'Less refunds' },
  royalty: { th: 'ค่าลิขสิทธิ์', en: 'Royalty' },
  payable: { th: 'ยอดที่ต้องจ่าย', en: 'Amount payable' },
  carriedIn: { th: 'ยอดติดลบยกมาจากเดือนก่อน', en: 'Negative balance brought forward' },
  carriedOut: { th: 'ยอดติดลบยกไปเดือนถัดไป', en: 'Negative balance carried forward' },
  paid: { th: 'จ่ายแล้วเมื่อ', en: 'Paid on' },
  bankReference: { th: 'เลขอ้างอิงการโอน', en: 'Transfer reference' },
  notPaid: { th: 'ยังไม่ได้จ่าย', en: 'Not paid yet' },
  nothingToPay: {
    th: 'ไม่มียอดที่ต้องจ่ายในเดือนนี้',
    en: 'Nothing is payable for this month',
  },
  lines: { th: 'รายการ', en: 'Lines' },
  lineNumber: { th: 'ลำดับ', en: 'No.' },
  date: { th: 'วันที่', en: 'Date' },
  order: { th: 'คำสั่งซื้อ', en: 'Order' },
  book: { th: 'หนังสือ', en: 'Book' },
  kind: { th: 'ประเภท', en: 'Kind' },
  sale: { th: 'ขาย', en: 'Sale' },
  refund: { th: 'คืนเงิน', en: 'Refund' },
  net: { th: 'ยอดสุทธิ', en: 'Net' },
  noLines: { th: 'ไม่มีรายการในเดือนนี้', en: 'No sales or refunds this month' },
  total: { th: 'รวม', en: 'Total' },
  continued: { th: '(ต่อ)', en: '(continued)' },
  issuedElectronically: {
    th: 'เอกสารนี้ออกโดยระบบอิเล็กทรอนิกส์',
    en: 'Issued electronically',
  },
} satisfies Record<string, Bilingual>;

const MONTHS: Record<DocumentLocale, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }),
};

/** `2025-01` → "มกราคม 2568" / "January 2025". */
export const formatMonth = (month: string, locale: DocumentLocale): string =>
  MONTHS[locale].format(new Date(`${month}-15T12:00:00+07:00`));

/** A Bangkok day `YYYY-MM-DD` → "5 กุมภาพันธ์ 2568" / "5 February 2025". */
export const formatDay = (day: string, locale: DocumentLocale): string =>
  formatDate(new Date(`${day}T12:00:00+07:00`), locale);

const SHORT_DATES: Record<DocumentLocale, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }),
};

type Column = {
  label: keyof typeof LABELS;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: StatementDocument['lines'][number], index: number, locale: DocumentLocale) => string;
};

const COLUMNS: Column[] = [
  { label: 'lineNumber', width: 34, align: 'center', cell: (_, index) => String(index + 1) },
  {
    label: 'date',
    width: 70,
    align: 'left',
    cell: (line, _, locale) => SHORT_DATES[locale].format(new Date(line.occurredAt)),
  },
  { label: 'order', width: 78, align: 'left', cell: (line) => line.orderNumber },
  { label: 'book', width: 0, align: 'left', cell: (line) => line.bookName },
  {
    label: 'kind',
    width: 46,
    align: 'center',
    cell: (line, _, locale) => LABELS[line.kind][locale],
  },
  { label: 'net', width: 66, align: 'right', cell: (line) => formatSatang(line.netSatang) },
  { label: 'royalty', width: 66, align: 'right', cell: (line) => formatSatang(line.royaltySatang) },
];
const fixedWidth = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const columns = COLUMNS.map((column) =>
  column.label === 'book' ? { ...column, width: RIGHT - LEFT - fixedWidth } : column,
);
const PADDING = 5;

const drawHeader = (canvas: PdfCanvas, document: StatementDocument) => {
  const { locale, payer } = document;
  const leftWidth = 250;
  const rightX = LEFT + leftWidth + 24;
  const rightWidth = RIGHT - rightX;

  let left = canvas.y;
  left += canvas.text(payer.name, LEFT, left, { weight: 'bold', size: 12, width: leftWidth });
  left += canvas.text(payer.address, LEFT, left, { width: leftWidth });
  left += canvas.text(`${LABELS.taxId[locale]} ${payer.taxId}`, LEFT, left, { width: leftWidth });

  let right = canvas.y;
  right += canvas.text(LABELS.title[locale], rightX, right, {
    weight: 'bold',
    size: 16,
    width: rightWidth,
    align: 'right',
    color: ACCENT,
  });
  right += 4;
  const facts: Array<[Bilingual, string]> = [
    [LABELS.number, document.number],
    [LABELS.month, formatMonth(document.month, locale)],
    [LABELS.issuedOn, formatDate(document.issuedAt, locale)],
  ];
  for (const [label, value] of facts) {
    canvas.text(label[locale], rightX, right, { width: 90, color: MUTED });
    right += canvas.text(value, rightX + 90, right, {
      weight: 'bold',
      width: rightWidth - 90,
      align: 'right',
    });
  }
  canvas.y = Math.max(left, right) + 8;
  canvas.rule(canvas.y, LEFT, RIGHT, ACCENT, 1);
  canvas.y += 10;
};

const drawParties = (canvas: PdfCanvas, document: StatementDocument) => {
  const { locale, payee } = document;
  const columnWidth = (RIGHT - LEFT - 24) / 2;
  const rightX = LEFT + columnWidth + 24;
  const top = canvas.y;

  let left = top;
  left += canvas.text(LABELS.payee[locale], LEFT, left, { weight: 'bold', color: ACCENT });
  left += canvas.text(payee.legalName, LEFT, left, {
    weight: 'bold',
    size: 10,
    width: columnWidth,
  });
  if (payee.tradeName && payee.tradeName !== payee.legalName) {
    left += canvas.text(payee.tradeName, LEFT, left, { width: columnWidth });
  }
  left += canvas.text(`${LABELS.taxId[locale]} ${formatTaxId(payee.taxId)}`, LEFT, left, {
    width: columnWidth,
  });
  if (payee.address) left += canvas.text(payee.address, LEFT, left, { width: columnWidth });

  let right = top;
  right += canvas.text(LABELS.terms[locale], rightX, right, { weight: 'bold', color: ACCENT });
  const labelWidth = 120;
  const terms: Array<[Bilingual, string]> = [
    [LABELS.share, `${formatBp(document.royaltyShareBp)}%`],
    [LABELS.payeeKind, LABELS[payee.kind][locale]],
    [LABELS.withholdingRate, `${formatBp(document.withholdingRateBp)}%`],
  ];
  for (const [label, value] of terms) {
    canvas.text(label[locale], rightX, right, { width: labelWidth, color: MUTED });
    right += canvas.text(value, rightX + labelWidth, right, { width: columnWidth - labelWidth });
  }
  right += canvas.text(LABELS.shareHelp[locale], rightX, right + 2, {
    size: 7.5,
    color: MUTED,
    width: columnWidth,
  });

  canvas.y = Math.max(left, right) + 14;
};

const drawSummary = (canvas: PdfCanvas, document: StatementDocument) => {
  const { locale } = document;
  const x = LEFT + (RIGHT - LEFT) / 2 - 40;
  const amountWidth = 100;
  const labelWidth = RIGHT - x - amountWidth;
  canvas.y += canvas.text(LABELS.summary[locale], LEFT, canvas.y, {
    weight: 'bold',
    color: ACCENT,
  });
  canvas.text(LABELS.amountsInBaht[locale], LEFT, canvas.y, { size: 7.5, color: MUTED });
  type Row = { label: string; satang: number; bold?: boolean; ruleAbove?: boolean };
  // The negative balances brought in and carried on, each a line only when there is one.
  const carried = (label: Bilingual, satang: number): Row[] =>
    satang === 0 ? [] : [{ label: label[locale], satang }];
  const rows: Row[] = [
    { label: LABELS.salesNet[locale], satang: document.salesNetSatang },
    { label: LABELS.refundsNet[locale], satang: -document.refundsNetSatang },
    {
      label: `${LABELS.royalty[locale]} (${formatBp(document.royaltyShareBp)}%)`,
      satang: document.royaltySatang,
      bold: true,
      ruleAbove: true,
    },
    ...carried(LABELS.carriedIn, document.carriedInSatang),
    {
      label: `${LABELS.withholdingRate[locale]} ${formatBp(document.withholdingRateBp)}%`,
      satang: -document.withholdingSatang,
    },
    {
      label: LABELS.payable[locale],
      satang: document.payableSatang,
      bold: true,
      ruleAbove: true,
    },
    ...carried(LABELS.carriedOut, document.carriedOutSatang),
  ];
  for (const row of rows) {
    if (row.ruleAbove) {
      canvas.rule(canvas.y, x, RIGHT, INK, 0.8);
      canvas.y += 3;
    }
    const style = { weight: row.bold ? 'bold' : 'regular', size: row.bold ? 10 : 9 } as const;
    const height = canvas.text(row.label, x, canvas.y, { ...style, width: labelWidth });
    canvas.text(formatSatang(row.satang), x + labelWidth, canvas.y, {
      ...style,
      width: amountWidth,
      align: 'right',
    });
    canvas.y += height + 2;
  }

  canvas.y += 4;
  const status = document.payment
    ? `${LABELS.paid[locale]} ${formatDay(document.payment.paidOn, locale)}${
        document.payment.bankReference
          ? ` · ${LABELS.bankReference[locale]} ${document.payment.bankReference}`
          : ''
      }`
    : document.payableSatang > 0
      ? LABELS.notPaid[locale]
      : LABELS.nothingToPay[locale];
  canvas.y += canvas.text(status, x, canvas.y, {
    width: RIGHT - x,
    align: 'right',
    color: document.payment ? INK : MUTED,
  });
  canvas.y += 14;
};

const drawTableHeader = (canvas: PdfCanvas, locale: DocumentLocale) => {
  const height = canvas.lineHeight(8.5) + 8;
  canvas.shade(LEFT, canvas.y, RIGHT - LEFT, height);
  let x = LEFT;
  for (const column of columns) {
    canvas.text(LABELS[column.label][locale], x + PADDING, canvas.y + 4, {
      weight: 'bold',
      size: 8.5,
      width: column.width - 2 * PADDING,
      align: column.align,
    });
    x += column.width;
  }
  canvas.y += height;
};

const drawLines = (canvas: PdfCanvas, document: StatementDocument) => {
  const { locale } = document;
  canvas.y += canvas.text(LABELS.lines[locale], LEFT, canvas.y, { weight: 'bold', color: ACCENT });
  canvas.y += 2;
  const continuation = () => {
    canvas.y += canvas.text(
      `${LABELS.title[locale]} ${document.number} ${LABELS.continued[locale]}`,
      LEFT,
      canvas.y,
      { weight: 'bold', size: 10, color: ACCENT, width: RIGHT - LEFT },
    );
    canvas.y += 6;
    drawTableHeader(canvas, locale);
  };
  drawTableHeader(canvas, locale);
  if (document.lines.length === 0) {
    canvas.y += canvas.text(LABELS.noLines[locale], LEFT + PADDING, canvas.y + 4, {
      color: MUTED,
    });
    canvas.y += 8;
    return;
  }
  document.lines.forEach((line, index) => {
    const cells = columns.map((column) => ({
      width: column.width,
      text: column.cell(line, index, locale),
      style: { size: 8.5, width: column.width - 2 * PADDING, align: column.align },
    }));
    const height = Math.max(...cells.map(({ text, style }) => canvas.measure(text, style))) + 6;
    canvas.ensureSpace(height, continuation);
    let x = LEFT;
    for (const { width, text, style } of cells) {
      canvas.text(text, x + PADDING, canvas.y + 3, style);
      x += width;
    }
    canvas.y += height;
    canvas.rule(canvas.y);
  });

  // The lines' totals: the net and the royalty the summary states.
  canvas.ensureSpace(canvas.lineHeight(9) + 8, continuation);
  const net = document.lines.reduce((sum, line) => sum + line.netSatang, 0);
  const royalty = document.lines.reduce((sum, line) => sum + line.royaltySatang, 0);
  const [netColumn, royaltyColumn] = [columns.at(-2), columns.at(-1)];
  const netX = RIGHT - (netColumn?.width ?? 0) - (royaltyColumn?.width ?? 0);
  canvas.text(LABELS.total[locale], LEFT + PADDING, canvas.y + 4, { weight: 'bold' });
  canvas.text(formatSatang(net), netX + PADDING, canvas.y + 4, {
    weight: 'bold',
    width: (netColumn?.width ?? 0) - 2 * PADDING,
    align: 'right',
  });
  canvas.text(formatSatang(royalty), RIGHT - (royaltyColumn?.width ?? 0) + PADDING, canvas.y + 4, {
    weight: 'bold',
    width: (royaltyColumn?.width ?? 0) - 2 * PADDING,
    align: 'right',
  });
  canvas.y += canvas.lineHeight(9) + 8;
};

/** The statement as an A4 PDF (the same document gives the same bytes). */
export const renderRoyaltyStatementPdf = async (document: StatementDocument): Promise<Buffer> => {
  const { locale } = document;
  const { canvas, finish } = newPdf({
    locale,
    title: `${LABELS.title[locale]} ${document.number}`,
    author: document.payer.name,
    subject: `${document.payee.legalName} ${document.month}`,
    date: new Date(document.issuedAt),
  });
  drawHeader(canvas, document);
  drawParties(canvas, document);
  drawSummary(canvas, document);
  drawLines(canvas, document);
  canvas.footers(
    LABELS.issuedElectronically[locale],
    (page, pages) =>
      `${document.number} · ${locale === 'th' ? `หน้า ${page}/${pages}` : `Page ${page} of ${pages}`}`,
  );
  return finish();
};
