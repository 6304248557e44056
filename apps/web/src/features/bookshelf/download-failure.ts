import { DEFAULT_LOCALE, isLocale, type Locale } from '@nangsue/contracts';
import { getPathname } from '@/i18n/navigation';
import { BOOKSHELF_PATH, DOWNLOAD_FAILURE_PARAM, type DownloadFailure } from './bookshelf-paths';

/**
 * The reader's language for a page reached from a root route: the page the link was followed from
 * (`/en/...` is English), else the saved choice (the `NEXT_LOCALE` cookie), else Thai.
 */
export const localeOfVisit = (referer: string | null, saved: string | undefined): Locale => {
  if (referer !== null && URL.canParse(referer)) {
    const first = new URL(referer).pathname.split('/')[1];
    return isLocale(first) ? first : DEFAULT_LOCALE;
  }
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
};

/**
 * Where a download link that gave no file sends the reader: the shelf in their language, saying
 * why (`refused` for the API's 403: a used or expired link, the book's limit reached; `failed`
 * for anything else).
 */
export const downloadFailurePath = (status: number, locale: Locale): string => {
  const failure: DownloadFailure = status === 403 ? 'refused' : 'failed';
  return getPathname({
    href: { pathname: BOOKSHELF_PATH, query: { [DOWNLOAD_FAILURE_PARAM]: failure } },
    locale,
  });
};
