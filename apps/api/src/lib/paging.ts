import type { Paging } from '@nangsue/contracts';
import { PAGE_SIZE } from '@nangsue/contracts';

/** The paging block of a list answer (spec §9), `PAGE_SIZE` items a page. */
export const toPaging = (pageNumber: number, total: number): Paging => ({
  PageNumber: pageNumber,
  PageSize: PAGE_SIZE,
  TotalItems: total,
  TotalPages: Math.ceil(total / PAGE_SIZE),
});
