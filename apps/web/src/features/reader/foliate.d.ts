// foliate-js ships plain ES modules without types: what the reader uses of them.
declare module 'foliate-js/view.js' {
  export const makeBook: (file: File | Blob | string) => Promise<FoliateBook>;
  export type FoliateTocItem = { label: string; href: string; subitems?: FoliateTocItem[] };
  export type FoliateBook = {
    sections: { linear?: string }[];
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
    goTo(target: string | number): Promise<unknown>;
    next(): Promise<void>;
    prev(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    getCFI(index: number, range: Range): string;
    resolveCFI(cfi: string): { index: number };
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

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight: unknown;
    static underline: unknown;
  }
}
