// foliate-js's read-aloud helper (`tts.js`) and text walker, without types: what read aloud uses.
declare module 'foliate-js/tts.js' {
  export type TextWalker = unknown;
  /**
   * Walks a chapter's document block by block (paragraphs, headings); each block comes as SSML
   * with a `<mark name="N"/>` before each word (`Intl.Segmenter` in the block's language).
   * `setMark(name)` calls `highlight` with the word's range in the document.
   */
  export class TTS {
    constructor(
      doc: Document,
      textWalker: TextWalker,
      highlight: (range: Range) => void,
      granularity?: 'word' | 'sentence',
    );
    readonly doc: Document;
    start(): string | undefined;
    resume(): string | undefined;
    next(paused?: boolean): string | undefined;
    prev(paused?: boolean): string | undefined;
    from(range: Range): string | undefined;
    setMark(mark: string): void;
  }
}

declare module 'foliate-js/text-walker.js' {
  import type { TextWalker } from 'foliate-js/tts.js';
  export const textWalker: TextWalker;
}
