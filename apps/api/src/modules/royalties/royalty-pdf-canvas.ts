import PDFDocument from 'pdfkit';
import {
  collectPdf,
  printable,
  registerThaiFonts,
  THAI,
  wrapLines,
  type Weight,
} from '../../lib/thai-pdf.js';

/**
 * The drawing surface of the royalties' PDFs (the statement, the 50 ทวิ certificate): an A4
 * pdfkit document with Noto Sans Thai shaped by HarfBuzz (lib/thai-pdf.ts), lines broken between
 * Thai words, and every Thai line carrying its text as ActualText so it copies and searches as
 * written (the receipts draw the same way). Nothing here knows what a statement is.
 */

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const LEFT = 40;
export const RIGHT = PAGE_WIDTH - 40;
export const TOP = 40;
/** Content stops here; the footer is below. */
export const BOTTOM = PAGE_HEIGHT - 64;

export const INK = '#1a1a1a';
export const MUTED = '#5f6368';
export const RULE = '#c9ccd1';
export const SHADE = '#f1f3f5';
export const ACCENT = '#1d2b53';

const LINE_HEIGHT = 1.5;

export type TextStyle = { weight?: Weight; size?: number; color?: string };
export type BoxStyle = TextStyle & { width?: number; align?: 'left' | 'right' | 'center' };

/** 123456 → "1,234.56"; integers only. */
export const formatSatang = (satang: number): string => {
  const abs = Math.abs(satang);
  const baht = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${satang < 0 ? '-' : ''}${baht}.${String(abs % 100).padStart(2, '0')}`;
};

/** A rate in basis points as percent: 300 → "3", 250 → "2.5", 7000 → "70". */
export const formatBp = (bp: number): string => {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

/** A Thai tax id as printed on forms: `0 1055 66000 01 9`. */
export const formatTaxId = (taxId: string): string =>
  /^\d{13}$/.test(taxId)
    ? `${taxId[0]} ${taxId.slice(1, 5)} ${taxId.slice(5, 10)} ${taxId.slice(10, 12)} ${taxId[12]}`
    : taxId;

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next block starts on the current page. */
  y = TOP;
  private readonly fonts;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
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

  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapLines(text, (line) => this.widthOf(line, style) <= width);
  }

  /** The height `text` would take. */
  measure(raw: string, style: BoxStyle = {}): number {
    const text = this.clean(raw, style.weight);
    if (!text) return 0;
    const lines = style.width ? this.wrap(text, style, style.width).length : 1;
    return lines * this.lineHeight(style.size);
  }

  /** Draws text at (x, top), wrapped to `width`; returns the height used. */
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

  rule(top: number, from = LEFT, to = RIGHT, color = RULE, width = 0.6) {
    this.doc.moveTo(from, top).lineTo(to, top).lineWidth(width).strokeColor(color).stroke();
  }

  box(x: number, top: number, width: number, height: number, color = INK, lineWidth = 0.6) {
    this.doc.rect(x, top, width, height).lineWidth(lineWidth).strokeColor(color).stroke();
  }

  shade(x: number, top: number, width: number, height: number, color = SHADE) {
    this.doc.rect(x, top, width, height).fillColor(color).fill();
  }

  /** A tick box at (x, top), `size` wide; a ticked one holds an "X" (read back as text). */
  checkbox(x: number, top: number, ticked: boolean, size = 8) {
    this.box(x, top, size, size, INK, 0.6);
    if (ticked) {
      this.text('X', x, top - size * 0.2, {
        weight: 'bold',
        size: size,
        width: size,
        align: 'center',
      });
    }
  }

  /** Starts a new page when `height` does not fit; returns whether it did. */
  ensureSpace(height: number, onNewPage: () => void): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = TOP;
    onNewPage();
    return true;
  }

  /** A footer on every page: `left` and `right(page, pages)`. */
  footers(left: string, right: (page: number, pages: number) => string) {
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page += 1) {
      this.doc.switchToPage(page);
      const top = PAGE_HEIGHT - 50;
      this.rule(top);
      this.text(left, LEFT, top + 6, { size: 8, color: MUTED, width: 330 });
      this.text(right(page - range.start + 1, range.count), RIGHT - 200, top + 6, {
        size: 8,
        color: MUTED,
        width: 200,
        align: 'right',
      });
    }
  }
}

/**
 * A new A4 document and its canvas. Deterministic: the PDF's dates are the ones given and nothing
 * reads the clock or randomness, so the same data gives the same bytes.
 */
export const newPdf = (options: {
  locale: 'th' | 'en';
  title: string;
  author: string;
  subject: string;
  date: Date;
}) => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: options.locale === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const done = collectPdf(doc);
  const canvas = new PdfCanvas(doc);
  return {
    canvas,
    finish: (): Promise<Buffer> => {
      doc.end();
      return done;
    },
  };
};
