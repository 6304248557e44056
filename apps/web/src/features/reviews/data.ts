import 'server-only';
import { API_ROUTES, type ReviewPage, type ReviewSort } from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { apiErrorOf, requestApi } from '@/lib/api-server';

/**
 * A page of a book's reviews for this visit (with the visitor's session, so their own review and
 * votes are marked); an unknown or withdrawn book is the page's 404.
 */
export const loadReviewPage = async (
  productId: number,
  query: { orderBy: ReviewSort; pageNumber: number },
): Promise<ReviewPage> => {
  const result = await requestApi(API_ROUTES.reviewsPage, { query: { productId, ...query } });
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw apiErrorOf(result);
  }
  if (result.data.Data === null)
    throw apiErrorOf({ ok: false, status: result.status, errors: result.data.ErrorList });
  return result.data.Data;
};
