import 'server-only';
import { API_ROUTES, type ContentGroup, type ContentPage } from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { apiErrorOf, catalogApi } from '@/lib/api-server';

/**
 * A content page with its group's pages (`GET /v2/common/dynamic-content/{group}/{key}`), through
 * `catalogApi`: the same for every visitor, cached with the catalog and renewed when the content is
 * re-seeded (the catalog version moves). The API's 404 is the page's own not-found.
 */
export const getContentPage = cache(
  async (group: ContentGroup, key: string): Promise<ContentPage> => {
    const result = await catalogApi.requestApi(API_ROUTES.dynamicContent, {
      params: { group, key },
    });
    if (!result.ok) {
      if (result.status === 404) notFound();
      throw apiErrorOf(result);
    }
    if (result.data.Data === null) throw new ApiError(result.status, result.data.ErrorList);
    return result.data.Data;
  },
);
