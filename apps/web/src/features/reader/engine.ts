import type { Annotation } from '@nangsue/contracts';
import type { ReadAloudSource } from './read-aloud';
import type { ReaderSettings } from './settings';

/**
 * What the reader's controls need of a book engine: foliate-js for EPUB (`epub-engine.ts`), PDF.js
 * for PDF (`pdf-engine.ts`). Both are loaded with `import()` from the reader page only, so no other
 * page carries them (docs/reader.md).
 */
export type TocEntry = { label: string; target: string; level: number };

/** Where the reader is now: the locator saved to the server, progress, the chapter. */
export type Relocation = {
  /** An EPUB CFI, or `page:N` in a PDF (1-based). */
  locator: string;
  /** 0 to 1 through the whole book. */
  progress: number;
  chapter: string | null;
  /** Pages after this one in the chapter (EPUB paginated) or the file (PDF); null when unknown. */
  pagesLeft: number | null;
  /** PDF: this page and the count. */
  page: { current: number; total: number } | null;
  /** The last page of the book (or of the sample) is showing. */
  atEnd: boolean;
  /** A short quote of what is showing, for a bookmark's label. */
  excerpt: string;
};

/** `progress`: where the selection starts, 0-1 (progress.ts), to sort notes in book order. */
export type TextSelection = { locator: string; quote: string; progress?: number };

export type SearchHit = { locator: string; pre: string; match: string; post: string };

export type EngineEvents = {
  onRelocate: (relocation: Relocation) => void;
  /** Text selected in the book (null when the selection is gone). EPUB only. */
  onSelection: (selection: TextSelection | null) => void;
  /** A highlight was pressed in the text. */
  onAnnotationPressed: (locator: string) => void;
  /** A key pressed inside the book's frame (it does not reach the page). */
  onKey: (event: KeyboardEvent) => void;
};

export type EngineOptions = EngineEvents & {
  container: HTMLElement;
  fileUrl: string;
  /** BCP 47 language of the text (`ReaderBook.Language`). */
  language: string;
  settings: ReaderSettings;
  /** Where to open; null: the start of the text. */
  position: SavedPlace | null;
};

/**
 * A saved place: its locator, and its progress for the other format (a position saved while
 * reading the PDF opens the EPUB at the same fraction of the book, and the other way round).
 */
export type SavedPlace = { locator: string; progress: number };

export type ReaderEngine = {
  readonly toc: TocEntry[];
  readonly supportsHighlights: boolean;
  readonly supportsSearch: boolean;
  /** The title in the file's metadata, if any. */
  readonly title: string | null;
  goTo(locator: string): Promise<void>;
  /** A saved place, by its locator when it is this format's, else by its progress. */
  goToPlace(place: SavedPlace): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  applySettings(settings: ReaderSettings): void;
  /** Highlights to draw (bookmarks are listed, not drawn). */
  showAnnotations(annotations: readonly Annotation[]): void;
  search(query: string, onHit: (hit: SearchHit) => void, signal: AbortSignal): Promise<void>;
  clearSearch(): void;
  /** Read aloud's text and highlight (loaded on first use); absent: the format has none (PDF). */
  readAloud?: () => Promise<ReadAloudSource>;
  /** Gives the keyboard to the book (after a control closes). */
  focus(): void;
  destroy(): void;
};

/** The `page:N` locator of PDF positions and bookmarks. */
export const pageLocator = (page: number): string => `page:${page}`;
export const pageOfLocator = (locator: string): number | null => {
  const match = /^page:(\d+)$/.exec(locator);
  return match ? Number(match[1]) : null;
};
