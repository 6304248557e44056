import * as contracts from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import * as limits from './review-limits';

describe('review limits for the browser', () => {
  it('equal the contracts', () => {
    expect(limits.REVIEW_LIMITS).toEqual(contracts.REVIEW_LIMITS);
    expect(limits.REVIEW_SORTS).toEqual(contracts.REVIEW_SORTS);
    expect(limits.REVIEW_REPORT_REASONS).toEqual(contracts.REVIEW_REPORT_REASONS);
    expect(limits.BOOK_PAGE_REVIEW_COUNT).toBe(contracts.BOOK_PAGE_REVIEW_COUNT);
  });
});
