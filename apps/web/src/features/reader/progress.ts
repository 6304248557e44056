/**
 * How far through a book a place is, the same number on every device and on the shelf
 * (docs/reader.md "Progress"). It depends on the file and the place only, never on the window, the
 * text size or the page: foliate's own `fraction` adds the share of the page on screen, so a wide
 * window (fewer, larger pages) said 43 % where a phone said 31 % at the same place.
 *
 * - EPUB: the sections' sizes in the file (foliate's weights: the byte size of each linear section,
 *   0 for a `linear="no"` one) and, inside the section, the characters of its text before the place
 *   over the characters of the whole text. A sample is its own file: its percent counts its own
 *   sections, its cover and title pages too.
 * - PDF: the page, (page - 1) / (pages - 1).
 *
 * Rounded to a tenth of a percent: the server keeps basis points and the shelf shows percent with
 * one decimal, so the shelf's number is exactly the reader's; both show it with `PERCENT_FORMAT`.
 */

/** Progress is kept to a tenth of a percent (the shelf's one decimal). */
export const PROGRESS_STEP = 1000;

export const roundProgress = (fraction: number): number =>
  Math.round(Math.min(1, Math.max(0, fraction)) * PROGRESS_STEP) / PROGRESS_STEP;

/**
 * How the reader, its notes and the shelf write a progress as a percent: whole percents, rounded
 * down (a book shows 100 % only at its end).
 */
export const PERCENT_FORMAT = {
  style: 'percent',
  maximumFractionDigits: 0,
  roundingMode: 'floor',
} as const satisfies Intl.NumberFormatOptions;

/** What the weights are made of: foliate's sections (`book.sections`). */
export type SectionLike = { linear?: string | null; size?: number };

/** foliate's `SectionProgress` weights: a linear section's size in the file, else 0. */
export const sectionWeights = (sections: readonly SectionLike[]): number[] =>
  sections.map((section) =>
    section.linear !== 'no' && (section.size ?? 0) > 0 ? (section.size ?? 0) : 0,
  );

/** The book's progress at `fractionInSection` (0-1) of section `index`, rounded. */
export const bookProgress = (
  weights: readonly number[],
  index: number,
  fractionInSection: number,
): number => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return 0;
  const before = weights.slice(0, Math.max(0, index)).reduce((sum, weight) => sum + weight, 0);
  const inSection = (weights[index] ?? 0) * Math.min(1, Math.max(0, fractionInSection));
  return roundProgress((before + inSection) / total);
};

/** A PDF's progress at a page (1-based) of `pages`. */
export const pageProgress = (page: number, pages: number): number =>
  pages <= 1 ? 1 : roundProgress((page - 1) / (pages - 1));

/**
 * Where a point (`node`, `offset`) is in its document's text: the characters before it over all
 * the characters of the body (the same text nodes in both counts), 0 to 1.
 */
export const textFraction = (doc: Document, node: Node, offset: number): number => {
  const body = doc.body;
  if (!body) return 0;
  const total = body.textContent?.length ?? 0;
  // A point outside the body (in its head) counts as its start.
  if (total === 0 || !body.contains(node)) return 0;
  const before = doc.createRange();
  before.setStart(body, 0);
  try {
    before.setEnd(node, offset);
  } catch {
    return 0;
  }
  return Math.min(1, before.toString().length / total);
};
