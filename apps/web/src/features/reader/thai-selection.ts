/**
 * Thai text in the book's frame (docs/reader.md, "Thai set right"): a selection made by dragging
 * snaps to whole words, as Thai readers expect (Thai has no spaces between words, and a drag that
 * stops mid-word would highlight "กเช้าปู่…ผู้คนที่เดิ"), and what is copied has no WORD JOINER
 * (U+2060), which the API puts inside Thai compounds to keep them on one line.
 *
 * Words are `Intl.Segmenter` words of the book's language: ICU's dictionary, the same the browser
 * breaks lines with, and it sees a compound joined by U+2060 as one word.
 */
export const WORD_JOINER = '\u2060';

export const withoutWordJoiners = (text: string): string => text.replaceAll(WORD_JOINER, '');

/** How much text around an edge is segmented: a word is far shorter; a paragraph may be long. */
const WINDOW = 80;

type Segmenter = Intl.Segmenter;

const segmentAt = (text: string, offset: number, segmenter: Segmenter) => {
  const from = Math.max(0, offset - WINDOW);
  const part = text.slice(from, Math.min(text.length, offset + WINDOW));
  const segment = segmenter.segment(part).containing(offset - from);
  return segment && { ...segment, index: segment.index + from };
};

/** The start of the word `offset` falls inside (not at its start), else `offset`. */
export const snapStart = (text: string, offset: number, segmenter: Segmenter): number => {
  if (offset <= 0 || offset >= text.length) return offset;
  const segment = segmentAt(text, offset, segmenter);
  return segment?.isWordLike ? segment.index : offset;
};

/** The end of the word whose last selected character is before `offset`, else `offset`. */
export const snapEnd = (text: string, offset: number, segmenter: Segmenter): number => {
  if (offset <= 0 || offset >= text.length) return offset;
  const segment = segmentAt(text, offset - 1, segmenter);
  return segment?.isWordLike ? segment.index + segment.segment.length : offset;
};

const isText = (node: Node): node is Text => node.nodeType === 3; // Node.TEXT_NODE

/** The selection's ends moved to word boundaries; true when it changed. */
export const snapSelectionToWords = (selection: Selection, segmenter: Segmenter): boolean => {
  if (selection.isCollapsed || selection.rangeCount === 0) return false;
  const { focusNode, focusOffset } = selection;
  if (!focusNode) return false;
  const range = selection.getRangeAt(0);
  // Dragged from right to left: the focus (where the pointer is) stays the moving end.
  const backwards = focusNode === range.startContainer && focusOffset === range.startOffset;
  const start = isText(range.startContainer)
    ? snapStart(range.startContainer.data, range.startOffset, segmenter)
    : range.startOffset;
  const end = isText(range.endContainer)
    ? snapEnd(range.endContainer.data, range.endOffset, segmenter)
    : range.endOffset;
  if (start === range.startOffset && end === range.endOffset) return false;
  if (backwards) selection.setBaseAndExtent(range.endContainer, end, range.startContainer, start);
  else selection.setBaseAndExtent(range.startContainer, start, range.endContainer, end);
  return true;
};

/**
 * In a chapter's document: a drag's selection snaps to words when the pointer is let go, and a
 * copy leaves the word joiners out.
 */
export const setUpThaiSelection = (doc: Document, language: string) => {
  let segmenter: Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  }
  doc.addEventListener('pointerup', () => {
    // The selection is final once the pointer's own handling is done.
    setTimeout(() => {
      const selection = doc.getSelection();
      if (selection) snapSelectionToWords(selection, segmenter);
    }, 0);
  });
  doc.addEventListener('copy', (event) => {
    const text = doc.getSelection()?.toString() ?? '';
    if (!text.includes(WORD_JOINER) || !event.clipboardData) return;
    event.clipboardData.setData('text/plain', withoutWordJoiners(text));
    event.preventDefault();
  });
};
