import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminBookSchema, BookFileFormatSchema } from './catalog.js';
import { AdminListQuerySchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Title submissions (issue 25, docs/titles.md): books publishers made or changed in the portal,
 * reviewed by staff with `catalog.write`. Approving publishes the title (or schedules it for the
 * publisher's chosen time), or puts a live title's changes in the store; requesting changes sends
 * it back to the publisher with staff's comment. Both e-mail the organisation's title editors.
 */

export const TITLE_REVIEW_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'changes_requested',
] as const;
export const TitleReviewStatusSchema = z.enum(TITLE_REVIEW_STATUSES);
export type TitleReviewStatus = z.infer<typeof TitleReviewStatusSchema>;

/** `new`: a title never approved; `revision`: changes to an approved title, waiting apart from it. */
export const TitleSubmissionKindSchema = z.enum(['new', 'revision']);

/** What happened to a title (its history), newest first. */
export const TITLE_EVENT_KINDS = [
  'create',
  'update',
  'cover',
  'file',
  'sample',
  'submit',
  'withdraw',
  'approve',
  'request_changes',
  'price',
  'publish',
  'unpublish',
] as const;
export const TitleEventKindSchema = z.enum(TITLE_EVENT_KINDS);

/** Staff's comment: required to request changes, optional with an approval. */
export const TitleReviewCommentSchema = z.string().trim().min(1).max(2000);

export const AdminTitleSubmissionListQuerySchema = AdminListQuerySchema.extend({
  /** Waiting for staff unless another state is asked for. */
  Status: TitleReviewStatusSchema.default('submitted'),
});
export type AdminTitleSubmissionListQuery = z.infer<typeof AdminTitleSubmissionListQuerySchema>;

export const AdminTitleSubmissionListItemSchema = z.object({
  /** The book's id. */
  Id: z.number().int(),
  NameTh: z.string(),
  NameEn: z.string(),
  PublisherName: z.string().nullable(),
  Status: TitleReviewStatusSchema,
  Kind: TitleSubmissionKindSchema,
  SubmittedAt: z.string().nullable(),
  RequestedPublishAt: z.string().nullable(),
  CoverUrl: z.string(),
  UpdatedAt: z.string(),
});
export type AdminTitleSubmissionListItem = z.infer<typeof AdminTitleSubmissionListItemSchema>;

/** One field a revision changes: its value in the store now and the one proposed. */
export const AdminTitleChangeSchema = z.object({
  Field: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
});

export const AdminTitleHistoryEntrySchema = z.object({
  Kind: TitleEventKindSchema,
  At: z.string(),
  Comment: z.string().nullable(),
  /** The staff member's name or the publisher member's name (null when gone). */
  By: z.string().nullable(),
  ByStaff: z.boolean(),
});
export type AdminTitleHistoryEntry = z.infer<typeof AdminTitleHistoryEntrySchema>;

export const AdminTitleSubmissionSchema = z.object({
  Id: z.number().int(),
  Status: TitleReviewStatusSchema,
  Kind: TitleSubmissionKindSchema,
  /** The book as it is in the catalog (for a revision: as the store shows it now). */
  Book: AdminBookSchema,
  PublisherName: z.string().nullable(),
  /** The publisher organisation whose members made it. */
  OrganisationName: z.string().nullable(),
  RequestedPublishAt: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  /** A revision's changed fields (empty for a new title: its fields are the book's). */
  Changes: z.array(AdminTitleChangeSchema),
  /** A revision's new cover (the submission's cover route), else null. */
  PendingCoverUrl: z.string().nullable(),
  PendingFiles: z.array(
    z.object({
      Format: BookFileFormatSchema,
      SizeBytes: z.number().int(),
      SampleSizeBytes: z.number().int().nullable(),
    }),
  ),
  PendingSamples: z.array(z.object({ Format: BookFileFormatSchema, SizeBytes: z.number().int() })),
  /** What the EPUB check warned about in the files under review, in the caller's language. */
  Warnings: z.array(z.string()),
  History: z.array(AdminTitleHistoryEntrySchema),
  /** Waiting for staff: approve or request changes. */
  CanDecide: z.boolean(),
});
export type AdminTitleSubmission = z.infer<typeof AdminTitleSubmissionSchema>;

export const AdminTitleApproveBodySchema = z
  .object({ Comment: TitleReviewCommentSchema.nullish() })
  .strict();
export const AdminTitleRequestChangesBodySchema = z
  .object({ Comment: TitleReviewCommentSchema })
  .strict();

const IdParams = z.object({ id: z.string().min(1).max(64) });
const SubmissionResponse = envelope(AdminTitleSubmissionSchema);

export const SUBMISSIONS_ADMIN_ROUTES = {
  adminTitleSubmissionList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/title-submissions',
    access: 'staff',
    permission: 'catalog.write',
    query: AdminTitleSubmissionListQuerySchema,
    response: envelope(adminPage(AdminTitleSubmissionListItemSchema)),
  }),
  adminTitleSubmissionGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/title-submissions/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    response: SubmissionResponse,
  }),
  /** The cover under review (a revision's new one, else the book's), for the back office's page. */
  adminTitleSubmissionCover: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/title-submissions/:id/cover',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    query: z.object({ v: z.string().max(40).optional() }),
    response: z.unknown(),
    file: true,
  }),
  adminTitleSubmissionApprove: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/title-submissions/:id/approve',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    body: AdminTitleApproveBodySchema,
    response: SubmissionResponse,
  }),
  adminTitleSubmissionRequestChanges: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/title-submissions/:id/request-changes',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    body: AdminTitleRequestChangesBodySchema,
    response: SubmissionResponse,
  }),
} as const;
