import { textWalker } from 'foliate-js/text-walker.js';
import { TTS } from 'foliate-js/tts.js';
import type { View } from 'foliate-js/view.js';
import type { ReadAloudSource, SpokenBlock, WordMark } from './read-aloud';

/**
 * Read aloud of an EPUB (docs/reader.md "Read aloud"): foliate's own `tts.js` walks the chapter
 * shown, block by block, from the page shown, and gives each block as SSML with a mark before each
 * word (`Intl.Segmenter` in the chapter's language, so Thai words are found without spaces). The
 * speech synthesis of browsers takes no SSML: the block becomes plain text with the marks'
 * offsets. The word spoken is drawn with the CSS Custom Highlight API in the chapter's frame (the
 * book's DOM untouched, so CFIs stay as they are); when it is not on the page shown, the reader
 * turns to it. At a chapter's end the next chapter opens and reading goes on.
 */
export const READ_ALOUD_HIGHLIGHT = 'nangsue-read-aloud';
const STYLE_ID = 'nangsue-read-aloud-style';
/** Characters the voice must not see: word joiners (the API's, in compounds), soft hyphens. */
const INVISIBLE = /[\u2060\u00ad\u200b]/gu;

/** SSML of foliate's `tts.js` as plain text with its word marks (spaces collapsed). */
export const ssmlToBlock = (ssml: string): SpokenBlock => {
  const xml = new DOMParser().parseFromString(ssml, 'application/xml');
  let text = '';
  const marks: WordMark[] = [];
  const add = (piece: string) => {
    const clean = piece.replace(INVISIBLE, '').replace(/\s+/gu, ' ');
    text += text.endsWith(' ') && clean.startsWith(' ') ? clean.slice(1) : clean;
  };
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE)
        add(child.nodeValue ?? '');
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        if (element.localName === 'mark')
          marks.push({ name: element.getAttribute('name') ?? '', offset: text.length });
        else if (element.localName === 'break') add(' ');
        else walk(element);
      }
    }
  };
  walk(xml.documentElement);
  return { text, marks };
};

type HighlightRegistry = {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
};
type FrameWindow = Window & {
  CSS?: { highlights?: HighlightRegistry };
  Highlight?: new (...ranges: Range[]) => unknown;
};

const isInside = (range: Range, visible: Range | undefined): boolean => {
  if (!visible) return false;
  try {
    return (
      range.compareBoundaryPoints(Range.START_TO_START, visible) >= 0 &&
      range.compareBoundaryPoints(Range.END_TO_END, visible) <= 0
    );
  } catch {
    // Another chapter's document.
    return false;
  }
};

/** What read aloud uses of foliate's paginator beyond `foliate.d.ts`. */
type Renderer = View['renderer'] & {
  scrollToAnchor(anchor: Range, select?: boolean): Promise<void>;
  nextSection(): Promise<void>;
};

export const epubReadAloud = (
  view: View,
  language: string,
  /** Called before read aloud turns the page (the place is the reader's again). */
  onTurn: () => void,
): ReadAloudSource => {
  const renderer = view.renderer as Renderer;
  let tts: TTS | null = null;
  let shown: Document | null = null;

  const clear = () => {
    const win = shown?.defaultView as FrameWindow | null | undefined;
    win?.CSS?.highlights?.delete(READ_ALOUD_HIGHLIGHT);
  };

  const highlight = (range: Range) => {
    const doc = range.startContainer.ownerDocument;
    const win = doc?.defaultView as FrameWindow | null | undefined;
    if (win?.CSS?.highlights && win.Highlight)
      win.CSS.highlights.set(READ_ALOUD_HIGHLIGHT, new win.Highlight(range));
    if (!isInside(range, view.lastLocation?.range)) {
      onTurn();
      void renderer.scrollToAnchor(range);
    }
  };

  const ttsFor = (doc: Document) => {
    clear();
    shown = doc;
    if (!doc.documentElement.lang) doc.documentElement.lang = language;
    if (doc.head && !doc.getElementById(STYLE_ID)) {
      const style = doc.createElement('style');
      style.id = STYLE_ID;
      style.textContent = `::highlight(${READ_ALOUD_HIGHLIGHT}) { background-color: rgba(255, 196, 0, 0.5); color: inherit; }`;
      doc.head.append(style);
    }
    tts = new TTS(doc, textWalker, highlight, 'word');
    return tts;
  };

  const currentDoc = () => renderer.getContents()[0] ?? null;

  /** The next chapter's first block, past chapters with nothing to say; null at the book's end. */
  const nextChapter = async (): Promise<string | undefined | null> => {
    for (;;) {
      const before = currentDoc()?.index;
      onTurn();
      await renderer.nextSection();
      const now = currentDoc();
      if (!now || now.index === before) return null;
      const ssml = ttsFor(now.doc).start();
      if (ssml) return ssml;
    }
  };

  const blockOf = async (ssml: string | undefined | null): Promise<SpokenBlock | null> => {
    let next = ssml;
    if (!next) next = await nextChapter();
    return next ? ssmlToBlock(next) : null;
  };

  return {
    first: async () => {
      const contents = currentDoc();
      if (!contents) return null;
      const walker = ttsFor(contents.doc);
      const visible = view.lastLocation?.range;
      let ssml: string | undefined;
      try {
        ssml =
          visible && visible.startContainer.ownerDocument === contents.doc
            ? walker.from(visible)
            : walker.start();
      } catch {
        // Nothing left to read on this chapter's last page.
        ssml = undefined;
      }
      return blockOf(ssml);
    },
    next: async () => {
      const contents = currentDoc();
      if (!tts || !contents) return null;
      // The reader moved to another chapter meanwhile: read from its page shown.
      if (tts.doc !== contents.doc) {
        const walker = ttsFor(contents.doc);
        const visible = view.lastLocation?.range;
        try {
          return blockOf(visible ? walker.from(visible) : walker.start());
        } catch {
          return blockOf(undefined);
        }
      }
      return blockOf(tts.next());
    },
    highlight: (mark) => tts?.setMark(mark),
    clear,
    destroy: () => {
      clear();
      tts = null;
      shown = null;
    },
  };
};
