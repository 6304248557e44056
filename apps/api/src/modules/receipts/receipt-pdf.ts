import PDFDocument from 'pdfkit';
import {
  collectPdf,
  printable,
  registerThaiFonts,
  THAI,
  wrapLines,
  type Weight,
} from '../../lib/thai-pdf.js';
import { buddhistYearOf, formatDate as formatBangkokDate, formatTime } from '../../lib/dates.js';
import { amountInWordsEn, amountInWordsTh } from './amount-in-words.js';
import type { ReceiptKind, ReceiptLine, ReceiptSnapshot } from './receipt.types.js';

/**
 * Draws a receipt, tax invoice or credit note as an A4 PDF from its snapshot alone (no database, no
 * clock), so the same snapshot always gives the same bytes. Layout, fields and the Thai shaping are
 * described in docs/receipts.md.
 *
 * Text is Noto Sans Thai shaped by HarfBuzz, lines broken between Thai words (lib/thai-pdf.ts,
 * shared with the book PDFs).
 */

// ---------------------------------------------------------------------------------------------
// Words: labels, dates, money
// ---------------------------------------------------------------------------------------------

type Bilingual = { th: string; en: string };

const TITLES: Record<ReceiptKind, Bilingual> = {
  abbreviated: { th: 'ใบกำกับภาษีอย่างย่อ/ใบเสร็จรับเงิน', en: 'Abbreviated tax invoice / Receipt' },
  full: { th: 'ใบกำกับภาษี/ใบเสร็จรับเงิน', en: 'Tax invoice / Receipt' },
  receipt: { th: 'ใบรับเงิน', en: 'Receipt' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit note' },
};

const LABELS = {
  taxId: { th: 'เลขประจำตัวผู้เสียภาษีอากร', en: 'Tax ID' },
  number: { th: 'เลขที่', en: 'No.' },
  date: { th: 'วันที่', en: 'Date' },
  orderNumber: { th: 'เลขที่คำสั่งซื้อ', en: 'Order no.' },
  refersTo: { th: 'อ้างถึงใบกำกับภาษีเลขที่', en: 'Corrects invoice no.' },
  reason: { th: 'เหตุที่ลดหนี้', en: 'Reason' },
  originalDate: { th: 'ใบกำกับภาษีเดิมลงวันที่', en: 'Invoice dated' },
  originalValue: { th: 'มูลค่าตามใบกำกับภาษีเดิม', en: 'Value on the original invoice' },
  correctValue: { th: 'มูลค่าที่ถูกต้อง', en: 'Correct value' },
  difference: { th: 'ผลต่าง', en: 'Difference' },
  vatOnDifference: { th: 'ภาษีมูลค่าเพิ่มของผลต่าง', en: 'VAT on the difference' },
  buyer: { th: 'ผู้ซื้อ', en: 'Buyer' },
  customer: { th: 'ลูกค้า', en: 'Customer' },
  payment: { th: 'การชำระเงิน', en: 'Payment' },
  refund: { th: 'การคืนเงิน', en: 'Refund' },
  paidAt: { th: 'ชำระเมื่อ', en: 'Paid on' },
  refundedAt: { th: 'คืนเงินเมื่อ', en: 'Refunded on' },
  method: { th: 'วิธีชำระเงิน', en: 'Method' },
  lineNumber: { th: 'ลำดับ', en: 'No.' },
  description: { th: 'รายการ', en: 'Description' },
  price: { th: 'ราคา', en: 'Price' },
  discount: { th: 'ส่วนลด', en: 'Discount' },
  vatRate: { th: 'ภาษี', en: 'VAT' },
  amount: { th: 'จำนวนเงิน', en: 'Amount' },
  exempt: { th: 'ยกเว้น', en: 'Exempt' },
  amountsInBaht: { th: 'จำนวนเงินเป็นบาท', en: 'Amounts in baht' },
  subtotal: { th: 'รวมเป็นเงิน', en: 'Subtotal' },
  totalVatIncluded: {
    th: 'ยอดรวมทั้งสิ้น (ราคารวมภาษีมูลค่าเพิ่มแล้ว)',
    en: 'Total (VAT included)',
  },
  total: { th: 'ยอดรวมทั้งสิ้น', en: 'Total' },
  taxableNet: { th: 'มูลค่าสินค้าที่ต้องเสียภาษี', en: 'Taxable amount before VAT' },
  vat: { th: 'ภาษีมูลค่าเพิ่ม 7%', en: 'VAT 7%' },
  vatExempt: { th: 'มูลค่าสินค้าที่ได้รับยกเว้นภาษี', en: 'VAT-exempt amount' },
  paidWithCoins: { th: 'ชำระด้วยเหรียญ', en: 'Paid with coins' },
  coinsReturned: { th: 'คืนเป็นเหรียญ', en: 'Returned as coins' },
  inWords: { th: 'จำนวนเงินรวมเป็นตัวอักษร', en: 'Total in words' },
  notTaxInvoice: { th: 'เอกสารนี้ไม่ใช่ใบกำกับภาษี', en: 'This is not a tax invoice' },
  issuedElectronically: { th: 'เอกสารนี้ออกโดยระบบอิเล็กทรอนิกส์', en: 'Issued electronically' },
  continued: { th: '(ต่อ)', en: '(continued)' },
} satisfies Record<string, Bilingual>;

const branchLabel = (branch: string): Bilingual =>
  branch === '00000'
    ? { th: 'สำนักงานใหญ่', en: 'Head office' }
    : { th: `สาขาที่ ${branch}`, en: `Branch ${branch}` };

const paidByLabel = (method: string, isRefund: boolean): Bilingual =>
  isRefund
    ? { th: `คืนเงินทาง ${method}`, en: `Refunded to ${method}` }
    : { th: `ชำระโดย ${method}`, en: `Paid by ${method}` };

const pageLabel = (page: number, pages: number): Bilingual => ({
  th: `หน้า ${page}/${pages}`,
  en: `Page ${page} of ${pages}`,
});

/** Thai "25 พฤศจิกายน 2569" (Buddhist era); English "25 November 2026 (B.E. 2569)". */
const formatDate = (iso: string): Bilingual => ({
  th: formatBangkokDate(iso, 'th'),
  en: `${formatBangkokDate(iso, 'en')} (B.E. ${buddhistYearOf(iso)})`,
});

const formatDateTime = (iso: string): Bilingual => {
  const date = formatDate(iso);
  const time = formatTime(iso);
  return { th: `${date.th} เวลา ${time} น.`, en: `${date.en}, ${time}` };
};

/** 123456 → "1,234.56"; integer arithmetic only. */
const formatSatang = (satang: number): string => {
  const abs = Math.abs(satang);
  const baht = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${satang < 0 ? '-' : ''}${baht}.${String(abs % 100).padStart(2, '0')}`;
};

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 42;
const RIGHT = PAGE_WIDTH - 42;
const TOP = 40;
/** Content stops here; the footer is below. */
const BOTTOM = PAGE_HEIGHT - 64;
const LINE_HEIGHT = 1.5;

const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#c9ccd1';
const SHADE = '#f1f3f5';
const ACCENT = '#1d2b53';

type TextStyle = { weight?: Weight; size?: number; color?: string };
type BoxStyle = TextStyle & { width?: number; align?: 'left' | 'right' | 'center' };

class ReceiptCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly locale: 'th' | 'en';
  /** Where the next block starts on the current page. */
  y = TOP;
  private readonly fonts;

  constructor(doc: PDFKit.PDFDocument, locale: 'th' | 'en') {
    this.doc = doc;
    this.locale = locale;
    this.fonts = registerThaiFonts(doc);
  }

  private use({ weight = 'regular', size = 9, color = INK }: TextStyle) {
    this.doc.font(weight).fontSize(size).fillColor(color);
  }

  clean(text: string, weight: Weight = 'regular'): string {
    return printable(text, this.fonts[weight].hbFont);
  }

  widthOf(text: string, style: TextStyle): number {
    this.use(style);
    return this.doc.widthOfString(text);
  }

  lineHeight(size = 9): number {
    return size * LINE_HEIGHT;
  }

  /**
   * Lines no wider than `width`. Thai has no spaces, so a line may break at a space or where ICU's
   * Thai dictionary puts a word boundary next to a Thai letter, never inside "14:04" or
   * "RC-2569-000123", never after an opening bracket or before closing punctuation; inside a word
   * only when the word alone is too wide, and then never inside a cluster.
   */
  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapLines(text, (line) => this.widthOf(line, style) <= width);
  }

  /** The largest size from `size` down to `min` (half points) at which `text` fits on one line. */
  fitSize(text: string, style: TextStyle & { size: number }, width: number, min: number): number {
    let size = style.size;
    while (size > min && this.widthOf(this.clean(text, style.weight), { ...style, size }) > width) {
      size -= 0.5;
    }
    return size;
  }

  /** The height `text` would take. */
  measure(raw: string, style: BoxStyle = {}): number {
    const text = this.clean(raw, style.weight);
    if (!text) return 0;
    const lines = style.width ? this.wrap(text, style, style.width).length : 1;
    return lines * this.lineHeight(style.size);
  }

  /** Draws text at (x, top) wrapped to `width`; returns the height used. */
  text(raw: string, x: number, top: number, style: BoxStyle = {}): number {
    const size = style.size ?? 9;
    const text = this.clean(raw, style.weight);
    if (!text) return 0;
    const lines = style.width ? this.wrap(text, style, style.width) : [text];
    lines.forEach((line, index) => {
      const lineWidth = this.widthOf(line, style);
      const left =
        style.align === 'right'
          ? x + (style.width ?? 0) - lineWidth
          : style.align === 'center'
            ? x + ((style.width ?? 0) - lineWidth) / 2
            : x;
      this.use(style);
      // Thai lines carry their text as ActualText: the glyphs alone read back SARA AM as
      // NIKHAHIT + SARA AA and marks out of order (the ToUnicode map is per glyph).
      const isThai = THAI.test(line);
      if (isThai) this.doc.markContent('Span', { actual: line });
      this.doc.text(line, left, top + index * this.lineHeight(size), { lineBreak: false });
      if (isThai) this.doc.endMarkedContent();
    });
    return lines.length * this.lineHeight(size);
  }

  /**
   * A label in the document's language. English documents print the Thai under the English in a
   * smaller grey line: a Thai tax invoice is expected in Thai (docs/buying.md §14).
   */
  label(label: Bilingual, x: number, top: number, style: BoxStyle = {}): number {
    if (this.locale === 'th') return this.text(label.th, x, top, style);
    const size = style.size ?? 9;
    const used = this.text(label.en, x, top, style);
    return (
      used +
      this.text(label.th, x, top + used - size * 0.1, {
        ...style,
        size: size * 0.8,
        weight: 'regular',
        color: MUTED,
      }) -
      size * 0.1
    );
  }

  rule(top: number, from = LEFT, to = RIGHT, color = RULE, width = 0.6) {
    this.doc.moveTo(from, top).lineTo(to, top).lineWidth(width).strokeColor(color).stroke();
  }

  shade(x: number, top: number, width: number, height: number) {
    this.doc.rect(x, top, width, height).fillColor(SHADE).fill();
  }

  /** Starts a new page when `height` does not fit; returns whether it did. */
  ensureSpace(height: number, onNewPage: () => void): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = TOP;
    onNewPage();
    return true;
  }
}

type Column = {
  label: Bilingual;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: ReceiptLine, index: number) => string;
};

const hasVat = (kind: ReceiptKind) => kind !== 'receipt';

const columnsFor = (kind: ReceiptKind, locale: 'th' | 'en'): Column[] => {
  const number: Column = {
    label: LABELS.lineNumber,
    width: 40,
    align: 'center',
    cell: (_, index) => String(index + 1),
  };
  const money = (label: Bilingual, pick: (line: ReceiptLine) => number): Column => ({
    label,
    width: 72,
    align: 'right',
    cell: (line) => formatSatang(pick(line)),
  });
  const vat: Column = {
    label: LABELS.vatRate,
    width: 48,
    align: 'center',
    cell: (line) => (line.vatRate === 7 ? '7%' : LABELS.exempt[locale]),
  };
  const fixed = [
    money(LABELS.price, (line) => line.priceSatang),
    money(LABELS.discount, (line) => line.discountSatang),
    ...(hasVat(kind) ? [vat] : []),
    money(LABELS.amount, (line) => line.totalSatang),
  ];
  const description: Column = {
    label: LABELS.description,
    width: RIGHT - LEFT - number.width - fixed.reduce((sum, column) => sum + column.width, 0),
    align: 'left',
    cell: (line) => line.name,
  };
  return [number, description, ...fixed];
};

const CELL_PADDING = 6;

const drawHeader = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const { seller, kind } = snapshot;
  const title = TITLES[kind];
  const leftWidth = 240;
  const rightX = LEFT + leftWidth + 24;
  const rightWidth = RIGHT - rightX;

  // Seller.
  let left = TOP;
  left += canvas.text(seller.name, LEFT, left, { weight: 'bold', size: 13, width: leftWidth });
  for (const line of seller.address.split('\n')) {
    left += canvas.text(line, LEFT, left, { width: leftWidth, color: INK });
  }
  const branch = branchLabel(seller.branch);
  const taxLine = (locale: 'th' | 'en') =>
    `${LABELS.taxId[locale]} ${seller.taxId} (${branch[locale]})`;
  left += canvas.text(taxLine(canvas.locale), LEFT, left, { width: leftWidth });
  if (canvas.locale === 'en') {
    left += canvas.text(taxLine('th'), LEFT, left, { width: leftWidth, size: 7.5, color: MUTED });
  }

  // Title, number and dates.
  let right = TOP;
  const titleStyle = { weight: 'bold', size: 16 } as const;
  right += canvas.text(title[canvas.locale], rightX, right, {
    ...titleStyle,
    size: canvas.fitSize(title[canvas.locale], titleStyle, rightWidth, 11),
    width: rightWidth,
    align: 'right',
    color: ACCENT,
  });
  if (canvas.locale === 'en') {
    right += canvas.text(title.th, rightX, right, {
      weight: 'bold',
      size: 11,
      width: rightWidth,
      align: 'right',
      color: ACCENT,
    });
  }
  right += 6;
  const date = formatDate(snapshot.issuedAt);
  const facts: Array<[Bilingual, string, Weight]> = [
    [LABELS.number, snapshot.number, 'bold'],
    [LABELS.date, date[canvas.locale], 'regular'],
    [LABELS.orderNumber, snapshot.orderNumber, 'regular'],
  ];
  if (snapshot.refersTo) facts.push([LABELS.refersTo, snapshot.refersTo, 'bold']);
  if (snapshot.correction)
    facts.push([
      LABELS.originalDate,
      formatDate(snapshot.correction.originalIssuedAt)[canvas.locale],
      'regular',
    ]);
  const labelWidth = 96;
  for (const [label, value, weight] of facts) {
    const labelHeight = canvas.label(label, rightX, right, { width: labelWidth });
    const valueHeight = canvas.text(value, rightX + labelWidth, right, {
      weight,
      width: rightWidth - labelWidth,
      align: 'right',
    });
    right += Math.max(labelHeight, valueHeight) + 2;
  }

  canvas.y = Math.max(left, right) + 10;
  canvas.rule(canvas.y, LEFT, RIGHT, ACCENT, 1);
  canvas.y += 10;
};

const drawParties = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const { buyer, kind } = snapshot;
  const isRefund = kind === 'credit_note';
  const columnWidth = (RIGHT - LEFT - 24) / 2;
  const rightX = LEFT + columnWidth + 24;
  const top = canvas.y;

  let left = top;
  const showsTaxDetails = kind === 'full' || buyer.taxId !== null;
  left += canvas.label(showsTaxDetails ? LABELS.buyer : LABELS.customer, LEFT, left, {
    weight: 'bold',
    color: ACCENT,
  });
  left += canvas.text(buyer.name, LEFT, left, { weight: 'bold', size: 10, width: columnWidth });
  if (buyer.address) {
    for (const line of buyer.address.split('\n')) {
      left += canvas.text(line, LEFT, left, { width: columnWidth });
    }
  }
  if (buyer.taxId) {
    const branch = branchLabel(buyer.branch ?? '00000');
    left += canvas.text(
      `${LABELS.taxId[canvas.locale]} ${buyer.taxId} (${branch[canvas.locale]})`,
      LEFT,
      left,
      { width: columnWidth },
    );
    if (canvas.locale === 'en') {
      left += canvas.text(`${LABELS.taxId.th} ${buyer.taxId} (${branch.th})`, LEFT, left, {
        width: columnWidth,
        size: 7.5,
        color: MUTED,
      });
    }
  }
  left += canvas.text(buyer.email, LEFT, left, { width: columnWidth, color: MUTED });

  let right = top;
  right += canvas.label(isRefund ? LABELS.refund : LABELS.payment, rightX, right, {
    weight: 'bold',
    color: ACCENT,
  });
  const labelWidth = 72;
  const facts: Array<[Bilingual, string]> = [
    [isRefund ? LABELS.refundedAt : LABELS.paidAt, formatDateTime(snapshot.paidAt)[canvas.locale]],
    [LABELS.method, snapshot.paymentMethod],
  ];
  if (isRefund && snapshot.reason) facts.push([LABELS.reason, snapshot.reason]);
  for (const [label, value] of facts) {
    const labelHeight = canvas.label(label, rightX, right, { width: labelWidth });
    const valueHeight = canvas.text(value, rightX + labelWidth, right, {
      width: columnWidth - labelWidth,
    });
    right += Math.max(labelHeight, valueHeight) + 2;
  }

  canvas.y = Math.max(left, right) + 12;
};

const drawTableHeader = (canvas: ReceiptCanvas, columns: Column[]) => {
  // One line of labels, or English over Thai (as `label` stacks them).
  const labelHeight =
    canvas.locale === 'th'
      ? canvas.lineHeight(8.5)
      : canvas.lineHeight(8.5) + canvas.lineHeight(8.5 * 0.8) - 8.5 * 0.2;
  const height = labelHeight + 2 * 4;
  canvas.shade(LEFT, canvas.y, RIGHT - LEFT, height);
  let x = LEFT;
  for (const column of columns) {
    canvas.label(column.label, x + CELL_PADDING, canvas.y + 4, {
      weight: 'bold',
      size: 8.5,
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  }
  canvas.y += height;
};

const drawLines = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const columns = columnsFor(snapshot.kind, snapshot.locale);
  canvas.text(LABELS.amountsInBaht[canvas.locale], LEFT, canvas.y, {
    size: 7.5,
    color: MUTED,
    width: RIGHT - LEFT,
    align: 'right',
  });
  canvas.y += canvas.lineHeight(7.5);
  const continuation = () => {
    drawContinuationHeader(canvas, snapshot);
    drawTableHeader(canvas, columns);
  };
  drawTableHeader(canvas, columns);

  snapshot.lines.forEach((line, index) => {
    const cells = columns.map((column) => ({
      width: column.width,
      text: column.cell(line, index),
      style: { width: column.width - 2 * CELL_PADDING, align: column.align },
    }));
    const height = Math.max(...cells.map(({ text, style }) => canvas.measure(text, style))) + 8;
    canvas.ensureSpace(height, continuation);
    let x = LEFT;
    for (const { width, text, style } of cells) {
      canvas.text(text, x + CELL_PADDING, canvas.y + 4, style);
      x += width;
    }
    canvas.y += height;
    canvas.rule(canvas.y);
  });
  canvas.y += 10;
};

const drawContinuationHeader = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const title = TITLES[snapshot.kind][canvas.locale];
  canvas.y += canvas.text(
    `${title} ${snapshot.number} ${LABELS.continued[canvas.locale]}`,
    LEFT,
    canvas.y,
    { weight: 'bold', size: 10, color: ACCENT, width: RIGHT - LEFT },
  );
  canvas.y += 8;
};

type TotalRow = { label: Bilingual; satang: number; weight?: Weight; ruleAbove?: boolean };

const totalRows = (snapshot: ReceiptSnapshot): TotalRow[][] => {
  const { totals, kind } = snapshot;
  const isRefund = kind === 'credit_note';
  const sums: TotalRow[] = [
    { label: LABELS.subtotal, satang: totals.subtotalSatang },
    { label: LABELS.discount, satang: -totals.discountSatang },
    {
      label: hasVat(kind) ? LABELS.totalVatIncluded : LABELS.total,
      satang: totals.totalSatang,
      weight: 'bold',
      ruleAbove: true,
    },
  ];
  const vat: TotalRow[] = hasVat(kind)
    ? [
        { label: LABELS.taxableNet, satang: totals.taxableNetSatang },
        { label: LABELS.vat, satang: totals.vatSatang },
        { label: LABELS.vatExempt, satang: totals.vatExemptSatang },
      ]
    : [];
  const paid: TotalRow[] = [
    ...(totals.coinsSatang !== 0
      ? [
          {
            label: isRefund ? LABELS.coinsReturned : LABELS.paidWithCoins,
            satang: totals.coinsSatang,
          },
        ]
      : []),
    { label: paidByLabel(snapshot.paymentMethod, isRefund), satang: totals.amountPaidSatang },
  ];
  const { correction } = snapshot;
  const corrected: TotalRow[] = correction
    ? [
        { label: LABELS.originalValue, satang: correction.originalValueSatang },
        { label: LABELS.correctValue, satang: correction.correctValueSatang },
        { label: LABELS.difference, satang: correction.differenceSatang },
        { label: LABELS.vatOnDifference, satang: correction.vatOnDifferenceSatang },
      ]
    : [];
  return [sums, vat, corrected, paid].filter((group) => group.length > 0);
};

const drawTotalsAndWords = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const totalsX = LEFT + 226;
  const amountWidth = 84;
  const labelWidth = RIGHT - totalsX - amountWidth;
  const wordsWidth = totalsX - LEFT - 24;
  const words = snapshot.totalInWords ?? {
    th: amountInWordsTh(snapshot.totals.totalSatang),
    en: amountInWordsEn(snapshot.totals.totalSatang),
  };
  const groups = totalRows(snapshot);

  // Measure first, so the block moves to a new page whole.
  const rowHeight = canvas.locale === 'th' ? canvas.lineHeight() : canvas.lineHeight() * 1.75;
  const rows = groups.flat().length;
  const totalsHeight = rows * (rowHeight + 3) + groups.length * 8;
  canvas.ensureSpace(Math.max(totalsHeight, 110), () => drawContinuationHeader(canvas, snapshot));

  const top = canvas.y;
  let right = top;
  groups.forEach((group, groupIndex) => {
    if (groupIndex > 0) {
      canvas.rule(right + 2, totalsX, RIGHT);
      right += 8;
    }
    for (const row of group) {
      if (row.ruleAbove) {
        canvas.rule(right, totalsX, RIGHT, INK, 0.8);
        right += 3;
      }
      const style = { weight: row.weight ?? 'regular', size: row.weight === 'bold' ? 10 : 9 };
      const labelHeight = canvas.label(row.label, totalsX, right, { ...style, width: labelWidth });
      canvas.text(formatSatang(row.satang), totalsX + labelWidth, right, {
        ...style,
        width: amountWidth,
        align: 'right',
      });
      right += labelHeight + 3;
    }
  });

  let left = top;
  left += canvas.label(LABELS.inWords, LEFT, left, { weight: 'bold', color: ACCENT });
  left += canvas.text(`(${words.th})`, LEFT, left, { weight: 'bold', size: 10, width: wordsWidth });
  if (canvas.locale === 'en') {
    left += canvas.text(`(${words.en})`, LEFT, left, { size: 9, width: wordsWidth });
  }
  if (snapshot.kind === 'receipt') {
    left += 6;
    left += canvas.label(LABELS.notTaxInvoice, LEFT, left, { color: MUTED, width: wordsWidth });
  }

  canvas.y = Math.max(left, right) + 12;
};

/** Footer of every page: how the document was issued, its number and the page count. */
const drawFooters = (canvas: ReceiptCanvas, snapshot: ReceiptSnapshot) => {
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const top = PAGE_HEIGHT - 50;
    canvas.rule(top);
    const issued =
      canvas.locale === 'th'
        ? LABELS.issuedElectronically.th
        : `${LABELS.issuedElectronically.en} · ${LABELS.issuedElectronically.th}`;
    canvas.text(issued, LEFT, top + 6, { size: 8, color: MUTED, width: 330 });
    canvas.text(
      `${snapshot.number} · ${pageLabel(page - range.start + 1, range.count)[canvas.locale]}`,
      RIGHT - 180,
      top + 6,
      { size: 8, color: MUTED, width: 180, align: 'right' },
    );
  }
};

/**
 * The snapshot as an A4 PDF. Deterministic: the PDF's dates come from `issuedAt` and nothing reads
 * the clock or randomness, so a reprint of the same snapshot is the same bytes (with the same
 * versions of pdfkit, HarfBuzz, the fonts and Node's ICU, which breaks Thai lines).
 */
export type PdfA3Options = {
  /** A file carried inside (the e-Tax XML), listed in the catalog's /AF with its relationship. */
  attachment: {
    name: string;
    data: Buffer;
    mimeType: string;
    description: string;
    relationship: 'Alternative' | 'Data' | 'Source';
  };
  /** More XMP (rdf:Description elements), e.g. a PDF/A extension schema and its properties. */
  xmp?: string;
};

export const renderReceiptPdf = async (
  snapshot: ReceiptSnapshot,
  /** PDF/A-3b (sRGB output intent, XMP pdfaid) with a file attached (the e-Tax Invoice). */
  pdfa?: PdfA3Options,
): Promise<Buffer> => {
  const issuedAt = new Date(snapshot.issuedAt);
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError(`Not a date: ${snapshot.issuedAt}`);
  const title = TITLES[snapshot.kind];

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: snapshot.locale === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    ...(pdfa ? { subset: 'PDF/A-3b' as const, pdfVersion: '1.7' as const } : {}),
    info: {
      Title: `${title[snapshot.locale]} ${snapshot.number}`,
      Author: snapshot.seller.name,
      Subject: `${snapshot.orderNumber}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const done = collectPdf(doc);

  const canvas = new ReceiptCanvas(doc, snapshot.locale);
  drawHeader(canvas, snapshot);
  drawParties(canvas, snapshot);
  drawLines(canvas, snapshot);
  drawTotalsAndWords(canvas, snapshot);
  drawFooters(canvas, snapshot);

  if (pdfa) {
    // pdfkit 0.20 writes /AFRelationship from `relationship` (its types lag behind).
    doc.file(pdfa.attachment.data, {
      name: pdfa.attachment.name,
      type: pdfa.attachment.mimeType,
      description: pdfa.attachment.description,
      relationship: pdfa.attachment.relationship,
      creationDate: issuedAt,
      modifiedDate: issuedAt,
    } as PDFKit.Mixins.PDFAttachmentOptions);
    // The Info dictionary's ModDate must have its XMP twin (PDF/A, ISO 19005-3 6.6.3).
    doc.appendXML(
      `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:ModifyDate>${issuedAt.toISOString().split('.')[0]}Z</xmp:ModifyDate></rdf:Description>`,
    );
    if (pdfa.xmp) doc.appendXML(pdfa.xmp);
  }
  doc.end();
  return done;
};
