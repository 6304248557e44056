import { ApiError, isErrorToShow } from '@/lib/api-error';

/**
 * What a form shows for a failed call: the API's `ErrorList` (already in the reader's language),
 * `fallback` when the API could not be reached, or null when the API client has already told the
 * reader (the login dialog on a 401, the toast on a 500).
 */
export const errorMessagesOf = (error: unknown, fallback: string): string[] | null => {
  if (!(error instanceof ApiError)) return [fallback];
  if (!isErrorToShow(error)) return null;
  return error.ErrorList.length > 0 ? error.ErrorList : [fallback];
};
