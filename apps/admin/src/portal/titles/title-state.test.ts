import {
  PortalTitleCreateBodySchema,
  PortalTitleUpdateBodySchema,
} from '@nangsue/contracts/portal';
import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  formatTitlePrice,
  latestChangeRequest,
  priceBodyOf,
  titleStateOf,
  updateBodyOf,
} from './title-state';

/** Where a portal title stands, and the title form's values as the contract's bodies. */
describe("a title's state", () => {
  const title = (
    ReviewStatus: 'draft' | 'submitted' | 'approved' | 'changes_requested' | null,
    StoreStatus: 'draft' | 'scheduled' | 'published',
    HasPendingChanges = false,
  ) => ({ ReviewStatus, StoreStatus, HasPendingChanges });

  it('is its review before the first approval', () => {
    expect(titleStateOf(title('draft', 'draft'))).toEqual({ state: 'draft', revision: null });
    expect(titleStateOf(title('submitted', 'draft'))).toEqual({
      state: 'submitted',
      revision: null,
    });
    expect(titleStateOf(title('changes_requested', 'draft'))).toEqual({
      state: 'changes_requested',
      revision: null,
    });
  });

  it("is the store's once approved, with where its changes stand", () => {
    expect(titleStateOf(title('approved', 'published'))).toEqual({ state: 'live', revision: null });
    expect(titleStateOf(title('approved', 'scheduled'))).toEqual({
      state: 'scheduled',
      revision: null,
    });
    expect(titleStateOf(title('approved', 'draft'))).toEqual({
      state: 'unpublished',
      revision: null,
    });
    expect(titleStateOf(title(null, 'published'))).toEqual({ state: 'live', revision: null });
    expect(titleStateOf(title('draft', 'published', true))).toEqual({
      state: 'live',
      revision: 'draft',
    });
    expect(titleStateOf(title('submitted', 'published', true))).toEqual({
      state: 'live',
      revision: 'submitted',
    });
    expect(titleStateOf(title('changes_requested', 'draft', true))).toEqual({
      state: 'unpublished',
      revision: 'changes_requested',
    });
  });

  it("finds staff's latest request for changes", () => {
    const entry = (Kind: 'submit' | 'request_changes', Comment: string | null) => ({
      Kind,
      At: '2026-01-01T00:00:00.000Z',
      Comment,
      ByStore: Kind === 'request_changes',
      By: null,
    });
    expect(
      latestChangeRequest([
        entry('submit', null),
        entry('request_changes', 'new'),
        entry('request_changes', 'old'),
      ])?.Comment,
    ).toBe('new');
    expect(latestChangeRequest([entry('submit', null)])).toBeUndefined();
  });
});

describe("the title form's bodies", () => {
  it('makes a create body the contract takes, names filled from either language', () => {
    const body = createBodyOf({
      NameTh: ' ทดสอบ ',
      NameEn: 'Test',
      ShortDescriptionTh: null as unknown as string,
      Contributors: [
        { NameTh: 'สมชาย', NameEn: '', Role: 'author' },
        { NameTh: '', NameEn: '', Role: 'editor' },
      ],
      Series: { NameTh: '', NameEn: 'Saga' },
      CategoryIds: [3],
      Isbn: '',
      PageCount: null,
      ReleaseDate: '2026-07-01',
      PriceSatang: 12_900,
      RequestedPublishAt: '2026-08-01T03:00:00.000Z',
    });
    expect(body).toMatchObject({
      NameTh: 'ทดสอบ',
      ShortDescriptionTh: '',
      Contributors: [{ NameTh: 'สมชาย', NameEn: 'สมชาย', Role: 'author' }],
      Series: { NameTh: 'Saga', NameEn: 'Saga' },
      Isbn: null,
      PriceSatang: 12_900,
      PublishAt: '2026-08-01T03:00:00.000Z',
    });
    expect(PortalTitleCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the requested time of an edit only when it changed', () => {
    const values = { NameTh: 'ก', NameEn: 'A', RequestedPublishAt: '2020-01-01T00:00:00.000Z' };
    const same = updateBodyOf(values, { RequestedPublishAt: '2020-01-01T00:00:00.000Z' });
    expect(same).not.toHaveProperty('PublishAt');
    expect(PortalTitleUpdateBodySchema.safeParse(same).success).toBe(true);
    expect(updateBodyOf({ ...values, RequestedPublishAt: null }, values)).toHaveProperty(
      'PublishAt',
      null,
    );
  });
});

describe("the price form's body", () => {
  it('sends only what changed, an emptied sale as null', () => {
    const before = {
      PriceSatang: 15_000,
      SalePriceSatang: 9_900,
      SaleStartsAt: '2026-01-01T00:00:00.000Z',
      SaleEndsAt: null,
    };
    expect(priceBodyOf({ ...before }, before)).toEqual({});
    expect(
      priceBodyOf(
        { ...before, PriceSatang: 17_500, SalePriceSatang: null, SaleStartsAt: '' },
        before,
      ),
    ).toEqual({ PriceSatang: 17_500, SalePriceSatang: null, SaleStartsAt: null });
  });
});

describe("a title's price", () => {
  it('shows whole baht without a fraction and satang with two digits', () => {
    expect(formatTitlePrice(19_900, 'en')).toBe('฿199');
    expect(formatTitlePrice(15_950, 'en')).toBe('฿159.50');
    expect(formatTitlePrice(15_950, 'th')).toBe('฿159.50');
  });
});
