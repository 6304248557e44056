// foliate-js ships plain ES modules without types: what the reader uses of them.
declare module 'foliate-js/view.js' {
  export const makeBook: (file: File | Blob | string) => Promise<FoliateBook>;
  export type FoliateTocItem = { label: string; href: string; subitems?: FoliateTocItem[] };
  export type FoliateBook = {
    sections: { linear?: string; size?: number }[];
    toc?: FoliateTocItem[];
    dir?: string;
    metadata?: { title?: string | Record<string, string>; language?: string | string[] };
  };
  export type FoliateRelocate = {
    fraction: number;
    cfi: string;
    range?: Range;
    tocItem?: { label?: string; href?: string };
    section?: { current: number; total: number };
    location?: { current: number; next: number; total: number };
  };
  export type FoliatePaginator = HTMLElement & {
    readonly page: number;
    readonly pages: number;
    readonly scrolled: boolean;
    readonly atEnd: boolean;
    setStyles(styles: string | [string, string]): void;
    getContents(): { index: number; doc: Document }[];
    focusView(): void;
  };
  export type FoliateSearchResult =
    | 'done'
    | { progress: number }
    | {
        label: string;
        subitems: { cfi: string; excerpt: { pre: string; match: string; post: string } }[];
      };
  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: FoliatePaginator;
    lastLocation: FoliateRelocate | null;
    open(book: FoliateBook | File | Blob | string): Promise<void>;
    close(): void;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goToFraction(fraction: number): Promise<void>;
    goTo(target: string | number): Promise<unknown>;
    next(): Promise<void>;
    prev(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    getCFI(index: number, range: Range): string;
    resolveCFI(cfi: string): { index: number; anchor: (doc: Document) => Range | Node | null };
    addAnnotation(
      annotation: { value: string; color?: string },
      remove?: boolean,
    ): Promise<unknown>;
    deleteAnnotation(annotation: { value: string }): Promise<unknown>;
    search(options: {
      query: string;
      matchCase?: boolean;
      matchDiacritics?: boolean;
      matchWholeWords?: boolean;
    }): AsyncGenerator<FoliateSearchResult>;
    clearSearch(): void;
    deselect(): void;
  }
}

declare module 'foliate-js/epub.js' {
  import type { FoliateBook } from 'foliate-js/view.js';
  export type EpubLoader = {
    loadText: (name: string) => Promise<string> | null;
    loadBlob: (name: string, type?: string) => Promise<Blob> | null;
    getSize: (name: string) => number;
  };
  export class EPUB {
    constructor(loader: EpubLoader);
    init(): Promise<FoliateBook>;
  }
}

declare module 'foliate-js/paginator.js';

declare module 'foliate-js/vendor/zip.js' {
  export type ZipEntry = {
    filename: string;
    uncompressedSize: number;
    getData?: <T>(writer: { readonly __writes?: T }) => Promise<T>;
  };
  export const configure: (options: { useWebWorkers: boolean }) => void;
  export class BlobReader {
    constructor(blob: Blob);
  }
  export class TextWriter {
    readonly __writes?: string;
  }
  export class BlobWriter {
    constructor(type?: string);
    readonly __writes?: Blob;
  }
  export class ZipReader {
    constructor(reader: BlobReader);
    getEntries(): Promise<ZipEntry[]>;
  }
}

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight: unknown;
    static underline: unknown;
  }
}
