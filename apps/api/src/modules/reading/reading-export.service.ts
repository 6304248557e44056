import { parsePdfHighlightLocator, type Locale, type NotesExportFormat } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { csvDocument } from '../../lib/csv.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import type * as exportRepository from './reading-export.repository.js';
import type { ExportNoteRow } from './reading-export.repository.js';

/** The words of the exported files, Thai and English. */
const WORDS = {
  th: {
    title: 'บันทึกการอ่านของฉัน',
    exported: 'ส่งออกเมื่อ',
    none: 'ยังไม่มีที่คั่นหรือไฮไลต์',
    bookmark: 'ที่คั่น',
    highlight: 'ไฮไลต์',
    note: 'บันทึก',
    page: 'หน้า',
    read: 'อ่านแล้ว',
    colors: { yellow: 'เหลือง', green: 'เขียว', blue: 'ฟ้า', pink: 'ชมพู' },
    columns: [
      'หนังสือ',
      'ชนิด',
      'ข้อความ',
      'บันทึก',
      'สี',
      'ความคืบหน้า (%)',
      'หน้า (PDF)',
      'ตำแหน่ง',
      'สร้างเมื่อ',
      'แก้ไขเมื่อ',
    ],
  },
  en: {
    title: 'My reading notes',
    exported: 'Exported on',
    none: 'No bookmarks or highlights yet',
    bookmark: 'Bookmark',
    highlight: 'Highlight',
    note: 'Note',
    page: 'page',
    read: 'read',
    colors: { yellow: 'yellow', green: 'green', blue: 'blue', pink: 'pink' },
    columns: [
      'Book',
      'Kind',
      'Text',
      'Note',
      'Colour',
      'Progress (%)',
      'Page (PDF)',
      'Locator',
      'Created',
      'Updated',
    ],
  },
} as const;

/** Whole percents, rounded down: what the reader and the shelf show (docs/reader.md "Progress"). */
const percentOf = (progressBp: number) => Math.floor(progressBp / 100);

/** The PDF page a note points into (`page:N` or a PDF highlight), else null. */
const pageOf = (locator: string): number | null =>
  parsePdfHighlightLocator(locator)?.page ??
  (/^page:(\d+)$/.test(locator) ? Number(locator.slice(5)) : null);

const nameOf = (row: ExportNoteRow, locale: Locale) => (locale === 'en' ? row.nameEn : row.nameTh);

/** A quote as a Markdown block quote: every line of it quoted, Markdown's own marks kept as text. */
const blockQuote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line.replace(/([\\`*_[\]<>#|])/g, '\\$1')}`)
    .join('\n');

const markdownOf = (rows: readonly ExportNoteRow[], locale: Locale, now: Date): string => {
  const w = WORDS[locale];
  const books = new Map<number, ExportNoteRow[]>();
  for (const row of rows) books.set(row.bookId, [...(books.get(row.bookId) ?? []), row]);
  const parts = [`# ${w.title}`, `_${w.exported} ${formatDate(now, locale)}_`];
  if (rows.length === 0) parts.push(w.none);
  for (const notes of books.values()) {
    parts.push(`## ${nameOf(notes[0]!, locale)}`);
    for (const row of notes) {
      const page = pageOf(row.locator);
      const where = [
        row.kind === 'highlight'
          ? `${w.highlight} (${w.colors[row.color as 'yellow']})`
          : w.bookmark,
        `${percentOf(row.progressBp)}% ${w.read}`,
        page === null ? null : `${w.page} ${page}`,
      ]
        .filter(Boolean)
        .join(' · ');
      const lines = [row.quote.trim() === '' ? null : blockQuote(row.quote.trim()), `— ${where}`];
      if (row.note.trim() !== '') lines.push('', `**${w.note}:** ${row.note.trim()}`);
      parts.push(lines.filter((line) => line !== null).join('\n'));
    }
  }
  return `${parts.join('\n\n')}\n`;
};

const csvOf = (rows: readonly ExportNoteRow[], locale: Locale): string => {
  const w = WORDS[locale];
  return csvDocument([
    w.columns,
    ...rows.map((row) => [
      nameOf(row, locale),
      row.kind === 'highlight' ? w.highlight : w.bookmark,
      row.quote,
      row.note,
      row.kind === 'highlight' ? w.colors[row.color as 'yellow'] : '',
      percentOf(row.progressBp),
      pageOf(row.locator) ?? '',
      row.locator,
      formatDateTime(row.createdAt, locale),
      formatDateTime(row.updatedAt, locale),
    ]),
  ]);
};

export type NotesExportFile = { fileName: string; contentType: string; body: string };

/**
 * The customer's bookmarks and highlights as a file (docs/reader.md "Export"): Markdown to read or
 * paste, CSV (UTF-8 with a byte-order mark, RFC 4180) for a spreadsheet; of one book or of every
 * book. Only the caller's own notes: the customer is in the query, another's are never read.
 */
export const createNotesExportService = ({
  db,
  notes,
  clock = () => new Date(),
}: {
  db: Database;
  notes: Pick<typeof exportRepository, 'findNotesForExport'>;
  clock?: () => Date;
}) => ({
  async exportNotes(
    customerId: number,
    query: { format: NotesExportFormat; productId?: number | undefined },
    locale: Locale,
  ): Promise<NotesExportFile> {
    const rows = await notes.findNotesForExport(db, { customerId, bookId: query.productId });
    const name = `nangsue-notes${query.productId === undefined ? '' : `-${query.productId}`}`;
    return query.format === 'csv'
      ? {
          fileName: `${name}.csv`,
          contentType: 'text/csv; charset=utf-8',
          body: csvOf(rows, locale),
        }
      : {
          fileName: `${name}.md`,
          contentType: 'text/markdown; charset=utf-8',
          body: markdownOf(rows, locale, clock()),
        };
  },
});

export type NotesExportService = ReturnType<typeof createNotesExportService>;
