import type { Locale } from '@nangsue/contracts';

/** A name in the reader's language, falling back to the other one when it is empty. */
export const localName = (locale: Locale, row: { nameTh: string; nameEn: string }): string =>
  locale === 'en' ? row.nameEn || row.nameTh : row.nameTh || row.nameEn;
