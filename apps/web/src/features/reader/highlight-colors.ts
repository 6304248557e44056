import type { Annotation } from '@nangsue/contracts';

/** A highlight's colour as drawn over the text, EPUB (foliate's overlayer) and PDF alike. */
export const HIGHLIGHT_COLORS: Record<Annotation['Color'], string> = {
  yellow: '#f7d64a',
  green: '#8fd694',
  blue: '#8ec5ff',
  pink: '#f7a1c4',
};
