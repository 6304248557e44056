import type {
  PortalTitle,
  PortalTitleCreateBody,
  PortalTitleListItem,
  PortalTitlePriceBody,
  PortalTitleUpdateBody,
} from '@nangsue/contracts/portal';
import { intlLocaleOf } from '../../lib/format';

/**
 * Pure helpers of the portal's titles (no React): where a title stands, and the form's values as
 * the contract's bodies.
 */

/**
 * Where a title stands, as its members read it: before its first approval, its review
 * (`draft`, `submitted`, `changes_requested`); once approved, the store (`live`, `scheduled`,
 * `unpublished`), with `revision` telling where its changes since stand.
 */
export type TitleState =
  'draft' | 'submitted' | 'changes_requested' | 'live' | 'scheduled' | 'unpublished';
export type TitleRevision = 'draft' | 'submitted' | 'changes_requested' | null;

type StateFields = Pick<PortalTitleListItem, 'ReviewStatus' | 'StoreStatus' | 'HasPendingChanges'>;

/**
 * Approved once: the store added it itself (no review state), staff approved it, it is in the
 * store or scheduled, or its changes wait apart from it (only an approved title keeps a revision).
 */
export const wasApproved = (title: StateFields): boolean =>
  title.ReviewStatus === null ||
  title.ReviewStatus === 'approved' ||
  title.HasPendingChanges ||
  title.StoreStatus !== 'draft';

export const titleStateOf = (
  title: StateFields,
): { state: TitleState; revision: TitleRevision } => {
  if (!wasApproved(title)) {
    const review = title.ReviewStatus as Exclude<TitleRevision, null>;
    return { state: review, revision: null };
  }
  const state: TitleState =
    title.StoreStatus === 'published'
      ? 'live'
      : title.StoreStatus === 'scheduled'
        ? 'scheduled'
        : 'unpublished';
  const review = title.ReviewStatus;
  const revision: TitleRevision =
    review === 'submitted' || review === 'changes_requested'
      ? review
      : review === 'draft' && title.HasPendingChanges
        ? 'draft'
        : null;
  return { state, revision };
};

/** Staff's latest request for changes (the history is newest first). */
export const latestChangeRequest = (
  history: PortalTitle['History'],
): PortalTitle['History'][number] | undefined =>
  history.find((entry) => entry.Kind === 'request_changes');

/** What the title form holds (the record's fields, `RequestedPublishAt` for `PublishAt`). */
export type TitleFormValues = Partial<
  Omit<PortalTitleCreateBody, 'Series' | 'Contributors' | 'PublishAt'>
> & {
  Series?: { NameTh?: string | null; NameEn?: string | null } | null;
  Contributors?: { NameTh?: string | null; NameEn?: string | null; Role?: string | null }[] | null;
  RequestedPublishAt?: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = <T>(value: T | '' | undefined | null): T | null =>
  value === '' || value === undefined ? null : value;

/** A Thai and English name pair: either side stands for both when the other is left empty. */
const namePair = (
  value: { NameTh?: string | null; NameEn?: string | null } | null | undefined,
): { NameTh: string; NameEn: string } | null => {
  const th = text(value?.NameTh);
  const en = text(value?.NameEn);
  if (th === '' && en === '') return null;
  return { NameTh: th || en, NameEn: en || th };
};

type TitleFieldsBody = Omit<Required<PortalTitleUpdateBody>, 'PublishAt'>;

/** The fields both bodies share, as the contract takes them. */
const fieldsOf = (values: TitleFormValues): TitleFieldsBody => ({
  NameTh: text(values.NameTh),
  NameEn: text(values.NameEn),
  ShortDescriptionTh: text(values.ShortDescriptionTh),
  ShortDescriptionEn: text(values.ShortDescriptionEn),
  FullDescriptionTh: text(values.FullDescriptionTh),
  FullDescriptionEn: text(values.FullDescriptionEn),
  Contributors: (values.Contributors ?? []).flatMap((entry) => {
    const pair = namePair(entry);
    const role = (entry?.Role ?? 'author') as PortalTitleCreateBody['Contributors'][number]['Role'];
    return pair ? [{ ...pair, Role: role }] : [];
  }),
  Series: namePair(values.Series),
  SeriesVolume: orNull(values.SeriesVolume),
  CategoryIds: values.CategoryIds ?? [],
  Isbn: orNull(text(values.Isbn)),
  EIsbn: orNull(text(values.EIsbn)),
  TextLanguage: values.TextLanguage ?? 'th',
  PageCount: orNull(values.PageCount),
  ReleaseDate: orNull(values.ReleaseDate),
});

/** A new title's body: every field, the price in satang, the requested time in the store. */
export const createBodyOf = (values: TitleFormValues): PortalTitleCreateBody => ({
  ...fieldsOf(values),
  PriceSatang: values.PriceSatang ?? 0,
  PublishAt: orNull(values.RequestedPublishAt),
});

/**
 * An edit's body: the fields (the data provider sends only those that changed), and the requested
 * time only when it changed (one already past would be refused).
 */
export const updateBodyOf = (
  values: TitleFormValues,
  previous?: { RequestedPublishAt?: string | null },
): PortalTitleUpdateBody => {
  const requested = orNull(values.RequestedPublishAt);
  const changed = requested !== (previous?.RequestedPublishAt ?? null);
  return { ...fieldsOf(values), ...(changed ? { PublishAt: requested } : {}) };
};

const PRICE_KEYS = ['PriceSatang', 'SalePriceSatang', 'SaleStartsAt', 'SaleEndsAt'] as const;
type PriceValues = { [K in (typeof PRICE_KEYS)[number]]?: number | string | null };

/** The price form's changes (only what differs from the title), as the price route takes them. */
export const priceBodyOf = (values: PriceValues, previous: PriceValues): PortalTitlePriceBody => {
  const body: Record<string, unknown> = {};
  for (const key of PRICE_KEYS) {
    const value = values[key] === '' ? null : (values[key] ?? null);
    if (value !== (previous[key] ?? null)) body[key] = value;
  }
  return body as PortalTitlePriceBody;
};

/** A title's price as members read it: `฿199`, `฿159.50` (whole baht without a fraction). */
export const formatTitlePrice = (satang: number, locale: string): string =>
  (satang / 100).toLocaleString(intlLocaleOf(locale), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: satang % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
