import { z } from 'zod';
import { BookFileFormatSchema, ONIX_UPLOAD_TYPES } from '../admin/catalog.js';
import { envelope } from '../envelope.js';
import { portalRoute } from './route.js';

/**
 * A publisher's bulk upload in the portal (issue 25, docs/titles.md "Bulk upload"): an ONIX 3.0
 * file makes and changes the organisation's titles through the title workflow (new titles are
 * drafts; an approved title's changes wait in its revision), and a zip of book files, samples and
 * covers named by record reference or ISBN attaches them to the organisation's own titles. Both
 * answer a report when done, in the caller's language; neither ever names another publisher's
 * book. The organisation comes from the session, never from the upload.
 */

/** What a zip upload may be sent as (browsers on Windows say `x-zip-compressed`). */
export const BULK_ZIP_UPLOAD_TYPES = ['application/zip', 'application/x-zip-compressed'] as const;

/** The largest uploads (bytes): an ONIX file as in the back office, a zip of books. */
export const PORTAL_BULK_LIMITS = {
  onix: 60 * 1024 * 1024,
  zip: 500 * 1024 * 1024,
} as const;

/** What happened to one record or file. */
export const PortalBulkOutcomeSchema = z.enum(['created', 'updated', 'unchanged', 'refused']);
export type PortalBulkOutcome = z.infer<typeof PortalBulkOutcomeSchema>;

/** A record of the ONIX file, or a book file, sample or cover of the zip. */
export const PortalBulkKindSchema = z.enum(['record', 'file', 'sample', 'cover']);

export const PortalBulkItemSchema = z.object({
  Kind: PortalBulkKindSchema,
  /** The record's number in the ONIX file, or the file's in the zip (1-based). */
  Index: z.number().int(),
  /** The line the record starts on (ONIX only). */
  Line: z.number().int().nullable(),
  /** The record's RecordReference, or the zip entry's name. */
  Reference: z.string().nullable(),
  /** Book files and samples. */
  Format: BookFileFormatSchema.nullable(),
  /** The organisation's title it made or changed (never another's). */
  BookId: z.number().int().nullable(),
  /** That title's name in the caller's language, else the record's own title. */
  Title: z.string().nullable(),
  Outcome: PortalBulkOutcomeSchema,
  /** The change waits for review in the approved title's revision (the store keeps the approved one). */
  Pending: z.boolean(),
  /** Why it was refused, what was done at once, what the EPUB check warns about. */
  Messages: z.array(z.string()),
});
export type PortalBulkItem = z.infer<typeof PortalBulkItemSchema>;

export const PortalBulkReportSchema = z.object({
  /** The upload's file name as sent. */
  File: z.string().nullable(),
  Created: z.number().int(),
  Updated: z.number().int(),
  Unchanged: z.number().int(),
  Refused: z.number().int(),
  /** In file order; the first 2000 (`Omitted` counts the rest). */
  Items: z.array(PortalBulkItemSchema),
  Omitted: z.number().int(),
  /** About the whole file (reading stopped at a broken line; a zip with too many files). */
  Problems: z.array(z.string()),
});
export type PortalBulkReport = z.infer<typeof PortalBulkReportSchema>;

const ReportResponse = envelope(PortalBulkReportSchema);

export const BULK_PORTAL_ROUTES = {
  /** An ONIX 3.0 file (raw body, streamed): records to the organisation's titles. */
  portalBulkOnix: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/bulk/onix',
    access: 'publisher',
    permission: 'titles.write',
    upload: ONIX_UPLOAD_TYPES,
    response: ReportResponse,
  }),
  /** A zip of `<ref or ISBN>.epub|.pdf`, `.sample.epub|.pdf` and `.jpg|.png|.webp` covers. */
  portalBulkFiles: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/bulk/files',
    access: 'publisher',
    permission: 'titles.write',
    upload: BULK_ZIP_UPLOAD_TYPES,
    response: ReportResponse,
  }),
} as const;
