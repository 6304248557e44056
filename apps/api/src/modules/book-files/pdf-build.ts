import PDFDocument from 'pdfkit';
import {
  collectPdf,
  printable,
  registerThaiFonts,
  THAI,
  wrapMeasured,
  type ShapingFont,
  type Weight,
} from '../../lib/thai-pdf.js';
import type { BookChapter } from './book-text.js';

/**
 * Writes a book as an A5 PDF (docs/book-files.md) with the receipts' text machinery
 * (lib/thai-pdf.ts): Noto Sans Thai embedded and subset, shaped by HarfBuzz, lines broken between
 * Thai words. A title page, each chapter from a new page with page numbers, and a last page with
 * the copyright lines at the top: the download watermark writes its line at the foot of that last
 * page. Deterministic: the PDF's dates (and so its /ID) come from the input.
 */

export type PdfInput = {
  title: string;
  language: 'th' | 'en';
  creators: string[];
  publisher: string | null;
  /** The PDF's creation and modification date (fixed per book). */
  date: Date;
  copyright: string[];
  chapters: BookChapter[];
  isSample?: boolean;
};

const WIDTH = 419.53;
const HEIGHT = 595.28;
const MARGIN = 48;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const BOTTOM = HEIGHT - 60;
const SIZE = 11;
const LEADING = 1.7;
const INDENT = 18;
const INK = '#1a1a1a';
const MUTED = '#5f6368';

const LABELS = {
  th: { by: 'เขียนโดย', sample: 'ตัวอย่างหนังสือ: บทแรก', copyright: 'ลิขสิทธิ์' },
  en: { by: 'by', sample: 'Sample: the first chapter', copyright: 'Copyright' },
} as const;

class BookCanvas {
  y = MARGIN;
  private readonly fonts: Record<Weight, ShapingFont>;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.fonts = registerThaiFonts(doc);
  }

  /** Widths of words already measured, by font and size: running text repeats its words. */
  private readonly widthCache = new Map<string, Map<string, number>>();

  private widthsOf(weight: Weight, size: number): Map<string, number> {
    const key = `${weight}:${size}`;
    let widths = this.widthCache.get(key);
    if (!widths) {
      widths = new Map();
      this.widthCache.set(key, widths);
    }
    return widths;
  }

  private use(weight: Weight, size: number, color = INK) {
    this.doc.font(weight).fontSize(size).fillColor(color);
  }

  /** One line at (x, y); Thai lines carry their text as ActualText, as on the receipts. */
  private line(text: string, x: number, y: number) {
    const isThai = THAI.test(text);
    if (isThai) this.doc.markContent('Span', { actual: text });
    this.doc.text(text, x, y, { lineBreak: false });
    if (isThai) this.doc.endMarkedContent();
  }

  /** Wrapped text from the current y, a new page when the next line does not fit. */
  paragraph(
    raw: string,
    style: {
      weight?: Weight;
      size?: number;
      indent?: number;
      align?: 'center';
      color?: string;
    } = {},
  ) {
    const weight = style.weight ?? 'regular';
    const size = style.size ?? SIZE;
    const text = printable(raw, this.fonts[weight].hbFont);
    if (!text) return;
    this.use(weight, size, style.color);
    const indent = style.indent ?? 0;
    const widths = this.widthsOf(weight, size);
    const lines = wrapMeasured(
      text,
      (piece) => {
        let width = widths.get(piece);
        if (width === undefined) {
          width = this.doc.widthOfString(piece);
          widths.set(piece, width);
        }
        return width;
      },
      TEXT_WIDTH,
      TEXT_WIDTH - indent,
    );
    const height = size * LEADING;
    lines.forEach((line, index) => {
      if (this.y + height > BOTTOM) this.newPage();
      this.use(weight, size, style.color);
      const x =
        style.align === 'center'
          ? MARGIN + (TEXT_WIDTH - this.doc.widthOfString(line)) / 2
          : MARGIN + (index === 0 ? indent : 0);
      this.line(line, x, this.y);
      this.y += height;
    });
  }

  gap(points: number) {
    this.y += points;
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Page numbers at the foot of the given pages (0-based), drawn once the text is laid out. */
  numberPages(pages: number[]) {
    for (const page of pages) {
      this.doc.switchToPage(page);
      this.use('regular', 8, MUTED);
      const label = String(page + 1);
      this.doc.text(label, (WIDTH - this.doc.widthOfString(label)) / 2, HEIGHT - 36, {
        lineBreak: false,
      });
    }
  }
}

/** The PDF's bytes. */
export const buildPdf = async (input: PdfInput): Promise<Buffer> => {
  const labels = LABELS[input.language];
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    bufferPages: true,
    lang: input.language === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.creators.join(', '),
      ...(input.publisher ? { Creator: input.publisher } : {}),
      CreationDate: input.date,
      ModDate: input.date,
    },
  });
  const done = collectPdf(doc);
  const canvas = new BookCanvas(doc);

  // Title page.
  canvas.gap(150);
  canvas.paragraph(input.title, { weight: 'bold', size: 20, align: 'center' });
  canvas.gap(16);
  if (input.creators.length > 0)
    canvas.paragraph(`${labels.by} ${input.creators.join(', ')}`, { align: 'center' });
  if (input.publisher) {
    canvas.gap(8);
    canvas.paragraph(input.publisher, { align: 'center', color: MUTED, size: 10 });
  }
  if (input.isSample) {
    canvas.gap(24);
    canvas.paragraph(labels.sample, { weight: 'bold', align: 'center' });
  }

  const numbered: number[] = [];
  for (const chapter of input.chapters) {
    canvas.newPage();
    const first = doc.bufferedPageRange().count - 1;
    canvas.gap(40);
    canvas.paragraph(chapter.title, { weight: 'bold', size: 15 });
    canvas.gap(12);
    for (const paragraph of chapter.paragraphs) {
      canvas.paragraph(paragraph, { indent: INDENT });
      canvas.gap(4);
    }
    const last = doc.bufferedPageRange().count - 1;
    for (let page = first; page <= last; page += 1) numbered.push(page);
  }

  // The last page: copyright at the top, its foot left free for the download watermark.
  canvas.newPage();
  canvas.paragraph(labels.copyright, { weight: 'bold', size: 12 });
  canvas.gap(8);
  for (const line of input.copyright) canvas.paragraph(line, { size: 9 });

  canvas.numberPages(numbered);
  doc.end();
  return done;
};
