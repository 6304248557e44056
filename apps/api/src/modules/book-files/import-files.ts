import fs from 'node:fs/promises';
import path from 'node:path';
import { pdfTailOf } from '../../lib/pdf-tail.js';
import type { BookFileFormat } from './book-files.repository.js';
import { inspectEpub, type EpubInspection } from './epub-check.js';

/**
 * The book files an ONIX import finds next to the XML (docs/book-files.md): `<ref>.epub`,
 * `<ref>.pdf` and optional samples `<ref>.sample.epub` / `<ref>.sample.pdf`, where `<ref>` is the
 * record's RecordReference. Each is checked before the record is accepted: an EPUB with
 * `checkEpub`, a PDF by reading the tail its watermark needs. Files are not kept in memory here;
 * the import reads them again when it stores them.
 */
export type ImportFile = {
  format: BookFileFormat;
  path: string;
  samplePath: string | null;
  sizeBytes: number;
};

/** References that can name a file (no folders, no dot files). */
const FILE_SAFE_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The largest book file the import reads (it is held in memory while stored). */
export const MAX_BOOK_FILE_BYTES = 512 * 1024 * 1024;

const EXTENSIONS: Record<BookFileFormat, string> = { EPUB: '.epub', PDF: '.pdf' };

const sizeOf = async (file: string): Promise<number | null> => {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat.size : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The problems of a book file or sample (an empty list when it may be sold): an EPUB by
 * `inspectEpub`, a PDF by reading the tail its watermark needs. The import and the back office's
 * uploads both check with this.
 */
export const bookFileProblems = async (
  format: BookFileFormat,
  bytes: Uint8Array,
): Promise<string[]> => (await inspectBookFile(format, bytes)).problems;

/** The problems and, for an EPUB, the warnings of a Thai book without language or font. */
export const inspectBookFile = async (
  format: BookFileFormat,
  bytes: Uint8Array,
): Promise<EpubInspection> => {
  if (format === 'EPUB') return inspectEpub(bytes);
  try {
    pdfTailOf(bytes);
    return { problems: [], warnings: [] };
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)], warnings: [] };
  }
};

const problemsOf = async (format: BookFileFormat, file: string): Promise<string[]> =>
  bookFileProblems(format, await fs.readFile(file));

export const findImportFiles = async (
  baseDir: string,
  recordReference: string,
): Promise<{ files: ImportFile[]; errors: string[] }> => {
  const files: ImportFile[] = [];
  const errors: string[] = [];
  if (!FILE_SAFE_REFERENCE.test(recordReference)) return { files, errors };
  for (const format of ['EPUB', 'PDF'] as const) {
    const name = `${recordReference}${EXTENSIONS[format]}`;
    const sampleName = `${recordReference}.sample${EXTENSIONS[format]}`;
    const file = path.join(baseDir, name);
    const sample = path.join(baseDir, sampleName);
    const size = await sizeOf(file);
    const sampleSize = await sizeOf(sample);
    if (size === null) {
      if (sampleSize !== null) errors.push(`${sampleName} has no ${name} beside it`);
      continue;
    }
    if (size > MAX_BOOK_FILE_BYTES || (sampleSize ?? 0) > MAX_BOOK_FILE_BYTES) {
      errors.push(`${name} or its sample is larger than 512 MB`);
      continue;
    }
    const problems = [
      ...(await problemsOf(format, file)).map((problem) => `${name}: ${problem}`),
      ...(sampleSize !== null ? await problemsOf(format, sample) : []).map(
        (problem) => `${sampleName}: ${problem}`,
      ),
    ];
    if (problems.length > 0) errors.push(...problems.slice(0, 5));
    else
      files.push({
        format,
        path: file,
        samplePath: sampleSize !== null ? sample : null,
        sizeBytes: size,
      });
  }
  return { files, errors };
};
