import type { ReadAloudSource, SpokenBlock } from './read-aloud';
import { segmentWords } from './read-aloud';

/**
 * Read aloud of a PDF (docs/reader.md "Read aloud"): PDF.js's text layer of the page shown is the
 * text, one block per page (a line's end counts as a space: a PDF has lines, not paragraphs);
 * words by `Intl.Segmenter` in the book's language; the word spoken highlighted in the text layer
 * with the CSS Custom Highlight API; at the page's end the reader turns to the next page.
 */
export const PDF_READ_ALOUD_HIGHLIGHT = 'nangsue-read-aloud';
const STYLE_ID = 'nangsue-read-aloud-pdf-style';

type Piece = { node: Text; start: number };
type HighlightWindow = Window & {
  CSS: { highlights?: { set(name: string, value: unknown): void; delete(name: string): void } };
  Highlight?: new (...ranges: Range[]) => unknown;
};

/** The text layer's text, where each text node starts in it, and the page's end of lines. */
const pageText = (box: HTMLElement): { text: string; pieces: Piece[] } => {
  const pieces: Piece[] = [];
  let text = '';
  const walker = box.ownerDocument.createTreeWalker(
    box,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      if ((node as Element).localName === 'br' && !/\s$/u.test(text)) text += ' ';
      continue;
    }
    pieces.push({ node: node as Text, start: text.length });
    text += node.nodeValue ?? '';
  }
  return { text, pieces };
};

/** The DOM place of an offset in the page's text (the text node it falls in). */
const placeOf = (pieces: readonly Piece[], offset: number): [Text, number] | null => {
  let found: Piece | null = null;
  for (const piece of pieces)
    if (piece.start <= offset) found = piece;
    else break;
  if (!found) return null;
  return [found.node, Math.min(offset - found.start, found.node.length)];
};

export const pdfReadAloud = (options: {
  /** PDF.js's text layer of the page shown. */
  textBox: HTMLElement;
  language: string;
  /** Turns to the next page and waits for its text layer; false on the last page. */
  nextPage: () => Promise<boolean>;
}): ReadAloudSource => {
  const win = window as unknown as HighlightWindow;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = `::highlight(${PDF_READ_ALOUD_HIGHLIGHT}) { background-color: rgba(255, 196, 0, 0.5); }`;
    document.head.append(style);
  }
  let pieces: Piece[] = [];
  let words: { start: number; end: number }[] = [];

  const blockOfPage = (): SpokenBlock | null => {
    const page = pageText(options.textBox);
    pieces = page.pieces;
    const found = segmentWords(page.text, options.language);
    words = found.map((word, index) => {
      let end = found[index + 1]?.offset ?? page.text.length;
      while (end > word.offset && /\s/u.test(page.text[end - 1] ?? '')) end -= 1;
      return { start: word.offset, end };
    });
    if (words.length === 0) return null;
    return {
      text: page.text,
      marks: found.map((word, index) => ({ name: String(index), offset: word.offset })),
    };
  };

  const clear = () => win.CSS.highlights?.delete(PDF_READ_ALOUD_HIGHLIGHT);

  /** This page's block, or the first page after it with text; null after the last page. */
  const fromHere = async (turnFirst: boolean): Promise<SpokenBlock | null> => {
    if (turnFirst && !(await options.nextPage())) return null;
    for (;;) {
      const block = blockOfPage();
      if (block) return block;
      if (!(await options.nextPage())) return null;
    }
  };

  return {
    first: () => fromHere(false),
    next: () => {
      clear();
      return fromHere(true);
    },
    highlight: (mark) => {
      const word = words[Number(mark)];
      if (!word || !win.CSS.highlights || !win.Highlight) return;
      const start = placeOf(pieces, word.start);
      const end = placeOf(pieces, word.end);
      if (!start || !end || !start[0].isConnected) return;
      const range = document.createRange();
      range.setStart(...start);
      range.setEnd(...end);
      win.CSS.highlights.set(PDF_READ_ALOUD_HIGHLIGHT, new win.Highlight(range));
    },
    clear,
    destroy: clear,
  };
};
