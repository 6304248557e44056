/**
 * The one shape every catalog source is turned into before it is written: the demo store, ONIX files
 * from publishers, and the bulk generator for benchmarks. `importCatalog` (catalog-import.service.ts)
 * writes it; re-importing the same `recordReference` updates the book instead of adding another.
 */
export type LocalizedText = { th: string; en: string };

export type ContributorRole = 'author' | 'translator' | 'illustrator' | 'editor';

export type ImportCover = {
  contentType: 'image/svg+xml' | 'image/jpeg' | 'image/png' | 'image/webp';
  data: Buffer;
};

export type ImportBook = {
  /** Stable reference from the source (ONIX RecordReference); the upsert key. */
  recordReference: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  fullDescription: LocalizedText;
  /** In display order. */
  contributors: Array<{ name: LocalizedText; role: ContributorRole }>;
  publisher: LocalizedText | null;
  /** Imprint or brand (the spec's manufacturer). */
  imprint: LocalizedText | null;
  series: { name: LocalizedText; volume: number | null } | null;
  /** Each entry is a path from a top category down to the book's category (one or two levels). */
  categories: LocalizedText[][];
  tags: LocalizedText[];
  /** 13 digits, or null. */
  isbn: string | null;
  eIsbn: string | null;
  textLanguage: 'th' | 'en';
  pageCount: number | null;
  /** YYYY-MM-DD. */
  releaseDate: string | null;
  /**
   * The moment the book opens to its buyers (ISO time): while it is ahead the book sells as a
   * pre-order (docs/buying.md "Pre-orders"). Left out: the book's release time stays as it is.
   */
  releaseAt?: string | null;
  /** Integer satang (THB x 100). */
  priceSatang: number;
  oldPriceSatang: number | null;
  /** VAT of the sale: `exempt` for e-books of newspapers, magazines and textbooks (default standard). */
  vatCategory?: 'standard' | 'exempt';
  hasSample: boolean;
  /**
   * The formats the book is sold in. `path` (and `samplePath`): a file on this machine to store
   * as the book's file (an ONIX import's `<ref>.epub` beside the XML; docs/book-files.md).
   */
  files: Array<{
    format: 'EPUB' | 'PDF';
    sizeBytes: number;
    path?: string;
    samplePath?: string | null;
  }>;
  /** A cover picture (357x510 or that ratio); null means the store draws one from title and author. */
  cover: ImportCover | null;
  /** Demo and benchmark data only: a rating summary and copies sold. */
  rating?: { sum: number; count: number };
  soldCount?: number;
  published?: boolean;
};

export type ImportCategory = {
  name: LocalizedText;
  description?: LocalizedText;
  showOnHome?: boolean;
  children?: ImportCategory[];
};

export type ImportPublisher = {
  name: LocalizedText;
  description: LocalizedText;
  email?: string;
  imprints?: LocalizedText[];
};

export type ImportSlider = {
  title: LocalizedText;
  subtitle: LocalizedText;
  /** A store path such as /topic/summer-reading or /category/3, or an absolute https URL. */
  link: string;
  /** SVG of a wide banner (1200x400). */
  picture: ImportCover;
};

export type ImportTopic = {
  /** Lower-case letters, digits and hyphens. */
  code: string;
  title: LocalizedText;
  body: LocalizedText;
  /** recordReferences of the books the topic lists, in order. */
  bookReferences: string[];
};

/** Everything a demo store needs; sources that only carry books leave the rest empty. */
export type ImportCatalog = {
  categories: ImportCategory[];
  publishers: ImportPublisher[];
  books: ImportBook[];
  sliders: ImportSlider[];
  topics: ImportTopic[];
  /** Pairs of recordReferences "customers who bought A also bought B", with a score. */
  alsoPurchased: Array<{ book: string; other: string; score: number }>;
};
