import { parsePdfHighlightLocator, pdfHighlightLocator, type Annotation } from '@nangsue/contracts';
import { HIGHLIGHT_COLORS } from './highlight-colors';

/**
 * Highlights in a PDF (docs/reader.md "Highlights in PDFs"). PDF.js's text layer lays the page's
 * text over the canvas in spans, in the order of the page's text: a selection there becomes
 * `page:N#char=S,E` (contracts' `pdfHighlightLocator`), characters S to E of that text, the same
 * on every device and at every zoom; a highlight is drawn back from it as boxes over the canvas,
 * under the text (which stays selectable), measured again at each drawing of the page.
 */

/** Characters of `box`'s text before a point inside it. */
const charsBefore = (box: HTMLElement, node: Node, offset: number): number => {
  const before = box.ownerDocument.createRange();
  before.setStart(box, 0);
  before.setEnd(node, offset);
  return before.toString().length;
};

/** The DOM point `chars` characters into `box`'s text. */
const pointAt = (box: HTMLElement, chars: number): { node: Node; offset: number } => {
  const walker = box.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let left = chars;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (left <= node.data.length) return { node, offset: left };
    left -= node.data.length;
    last = node;
  }
  return last ? { node: last, offset: last.data.length } : { node: box, offset: 0 };
};

/**
 * The selection on page `page` as a highlight's locator and quote, its ends kept inside the text
 * layer `box` (a drag may end past the page); null when nothing of the page is selected.
 */
export const selectionOnPage = (
  box: HTMLElement,
  page: number,
  selection: Selection | null,
): { locator: string; quote: string } | null => {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0).cloneRange();
  const whole = box.ownerDocument.createRange();
  whole.selectNodeContents(box);
  if (
    range.compareBoundaryPoints(Range.END_TO_START, whole) >= 0 ||
    range.compareBoundaryPoints(Range.START_TO_END, whole) <= 0
  )
    return null;
  if (range.compareBoundaryPoints(Range.START_TO_START, whole) < 0)
    range.setStart(whole.startContainer, whole.startOffset);
  if (range.compareBoundaryPoints(Range.END_TO_END, whole) > 0)
    range.setEnd(whole.endContainer, whole.endOffset);
  const start = charsBefore(box, range.startContainer, range.startOffset);
  const end = charsBefore(box, range.endContainer, range.endOffset);
  // The words as read (the selection's own text has the spaces and line ends the layout shows).
  const quote = (
    box.contains(selection.anchorNode) && box.contains(selection.focusNode)
      ? selection.toString()
      : range.toString()
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (end <= start || quote === '') return null;
  return { locator: pdfHighlightLocator(page, start, end), quote: quote.slice(0, 2000) };
};

/** A highlight drawn on the page: its locator and its boxes (px, relative to the page). */
export type DrawnHighlight = { locator: string; boxes: DOMRect[] };

/**
 * Draws the page's highlights into `layer` (a box over the canvas, under the text layer `box`);
 * answers what was drawn, for finding the highlight a tap lands on.
 */
export const drawPdfHighlights = (
  layer: HTMLElement,
  box: HTMLElement,
  page: number,
  annotations: readonly Annotation[],
): DrawnHighlight[] => {
  layer.replaceChildren();
  const origin = layer.getBoundingClientRect();
  const drawn: DrawnHighlight[] = [];
  for (const annotation of annotations) {
    if (annotation.Kind !== 'highlight' || annotation.DeletedAt !== null) continue;
    const place = parsePdfHighlightLocator(annotation.Locator);
    if (!place || place.page !== page) continue;
    const from = pointAt(box, place.start);
    const to = pointAt(box, place.end);
    const range = box.ownerDocument.createRange();
    try {
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset);
    } catch {
      continue;
    }
    const boxes = Array.from(range.getClientRects())
      .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
      .map(
        (rect) =>
          new DOMRect(rect.left - origin.left, rect.top - origin.top, rect.width, rect.height),
      );
    for (const rect of boxes) {
      const mark = box.ownerDocument.createElement('div');
      Object.assign(mark.style, {
        position: 'absolute',
        left: `${rect.x}px`,
        top: `${rect.y}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        background: HIGHLIGHT_COLORS[annotation.Color],
        opacity: '0.45',
        borderRadius: '2px',
      });
      mark.dataset.locator = annotation.Locator;
      layer.append(mark);
    }
    drawn.push({ locator: annotation.Locator, boxes });
  }
  return drawn;
};

/** The highlight under a point (client coordinates), if any. */
export const highlightAt = (
  layer: HTMLElement,
  drawn: readonly DrawnHighlight[],
  x: number,
  y: number,
): string | null => {
  const origin = layer.getBoundingClientRect();
  const [px, py] = [x - origin.left, y - origin.top];
  const hit = drawn.find(({ boxes }) =>
    boxes.some(
      (rect) => px >= rect.left && px <= rect.right && py >= rect.top && py <= rect.bottom,
    ),
  );
  return hit?.locator ?? null;
};
