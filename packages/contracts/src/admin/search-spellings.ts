import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminOkSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * The spellings search treats as one, in the back office (issue 28, docs/back-office.md
 * "Spellings staff add"): a group holds the variant spellings of a loanword (ซอฟต์แวร์ /
 * ซอฟท์แวร์ / ซอฟแวร์) or a word and its transliteration (ไพธอน / python). Each spelling is
 * stored normalised as search normalises a query, and belongs to one group at most.
 */

/** The longest spelling, as the `search_spellings` table allows it (after normalisation). */
export const SEARCH_SPELLING_MAX = 100;
/** The spellings one group holds at most. */
export const SEARCH_SPELLING_GROUP_MAX = 30;

export const SEARCH_SPELLING_KINDS = ['variant', 'transliteration'] as const;
export const SearchSpellingKindSchema = z.enum(SEARCH_SPELLING_KINDS);
export type SearchSpellingKind = z.infer<typeof SearchSpellingKindSchema>;

const SpellingSchema = z.string().trim().min(1).max(SEARCH_SPELLING_MAX);

export const AdminSearchSpellingSchema = z.object({
  Id: z.number().int(),
  /** As stored: normalised as search normalises a query. */
  Spelling: z.string(),
  /** `transliteration`: a word in Latin letters (the English word); `variant`: a Thai spelling. */
  Kind: SearchSpellingKindSchema,
  CreatedAt: z.string(),
});
export type AdminSearchSpelling = z.infer<typeof AdminSearchSpellingSchema>;

/**
 * A group of spellings; `Id` is its key (react-admin's id, the path's `:id`): the normalised
 * first spelling of the group when it was made.
 */
export const AdminSearchSpellingGroupSchema = z.object({
  Id: z.string(),
  /** Its spellings, oldest first. */
  Spellings: z.array(AdminSearchSpellingSchema),
  /** When its first spelling was added. */
  CreatedAt: z.string(),
});
export type AdminSearchSpellingGroup = z.infer<typeof AdminSearchSpellingGroupSchema>;

/** A page of groups, the newest first; `Q` finds the groups with a spelling that contains it. */
export const AdminSearchSpellingListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
  Q: z.string().trim().max(SEARCH_SPELLING_MAX).optional(),
});
export type AdminSearchSpellingListQuery = z.infer<typeof AdminSearchSpellingListQuerySchema>;

/** A group's key in the path (URI-encoded: keys are spellings, often Thai). */
export const AdminSearchSpellingGroupParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(SEARCH_SPELLING_MAX + 20),
});

export const AdminSearchSpellingParamsSchema = AdminSearchSpellingGroupParamsSchema.extend({
  spellingId: z.string().min(1).max(20),
});

/**
 * A new group: at least two different spellings, the preferred one first (it names the group).
 * Each spelling's kind follows from its letters: Latin ones are `transliteration` (the English
 * word), Thai ones `variant`.
 */
export const AdminSearchSpellingGroupCreateBodySchema = z
  .object({
    Spellings: z.array(SpellingSchema).min(2).max(SEARCH_SPELLING_GROUP_MAX),
  })
  .strict();
export type AdminSearchSpellingGroupCreateBody = z.infer<
  typeof AdminSearchSpellingGroupCreateBodySchema
>;

/** One more spelling in a group (its kind follows from its letters, as a new group's). */
export const AdminSearchSpellingAddBodySchema = z.object({ Spelling: SpellingSchema }).strict();
export type AdminSearchSpellingAddBody = z.infer<typeof AdminSearchSpellingAddBodySchema>;

const GroupResponse = envelope(AdminSearchSpellingGroupSchema);
const SPELLINGS = { service: 'admin', access: 'staff' } as const;

export const SEARCH_SPELLINGS_ADMIN_ROUTES = {
  adminSearchSpellingGroupList: adminRoute({
    ...SPELLINGS,
    method: 'GET',
    path: '/admin/v1/catalog/search-spellings',
    permission: 'catalog.read',
    query: AdminSearchSpellingListQuerySchema,
    response: envelope(adminPage(AdminSearchSpellingGroupSchema)),
  }),
  adminSearchSpellingGroupGet: adminRoute({
    ...SPELLINGS,
    method: 'GET',
    path: '/admin/v1/catalog/search-spellings/:id',
    permission: 'catalog.read',
    params: AdminSearchSpellingGroupParamsSchema,
    response: GroupResponse,
  }),
  /** A new group (audited); 409 when a spelling already belongs to a group. */
  adminSearchSpellingGroupCreate: adminRoute({
    ...SPELLINGS,
    method: 'POST',
    path: '/admin/v1/catalog/search-spellings',
    permission: 'catalog.write',
    body: AdminSearchSpellingGroupCreateBodySchema,
    response: GroupResponse,
  }),
  /** The whole group removed (audited). */
  adminSearchSpellingGroupDelete: adminRoute({
    ...SPELLINGS,
    method: 'DELETE',
    path: '/admin/v1/catalog/search-spellings/:id',
    permission: 'catalog.write',
    params: AdminSearchSpellingGroupParamsSchema,
    response: envelope(AdminOkSchema),
  }),
  /** One more spelling in a group (audited); 409 when it already belongs to a group. */
  adminSearchSpellingAdd: adminRoute({
    ...SPELLINGS,
    method: 'POST',
    path: '/admin/v1/catalog/search-spellings/:id/spellings',
    permission: 'catalog.write',
    params: AdminSearchSpellingGroupParamsSchema,
    body: AdminSearchSpellingAddBodySchema,
    response: GroupResponse,
  }),
  /** One spelling removed (audited); the group goes with its last spelling (`Data` is null then). */
  adminSearchSpellingDelete: adminRoute({
    ...SPELLINGS,
    method: 'DELETE',
    path: '/admin/v1/catalog/search-spellings/:id/spellings/:spellingId',
    permission: 'catalog.write',
    params: AdminSearchSpellingParamsSchema,
    response: GroupResponse,
  }),
} as const;
