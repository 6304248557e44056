import { z } from 'zod';
import { BookFileFormatSchema } from './bookshelf.js';
import { envelope } from './envelope.js';

/**
 * Downloads, the reader's saved state and OPDS app passwords (docs/bookshelf.md). Spec §7 names
 * only the download call; every field here is ours.
 */

const ProductIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

// GET /v2/download/getdownloadcloud/{orderItem}/{agree}?{flag}=true
/** `{orderItem}`: the shelf's `OrderItemId`; `{agree}`: `true` once the terms were agreed. */
export const DownloadParamsSchema = z
  .object({
    orderItem: z.uuid(),
    agree: z.enum(['true', 'false']).transform((value) => value === 'true'),
  })
  .strict();
/** The flag names the format: `?epub=true` or `?pdf=true` (EPUB when neither is given). */
export const DownloadQuerySchema = z
  .object({
    epub: z.enum(['true', 'false']).optional(),
    pdf: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const DownloadLinkSchema = z.object({
  /** A signed link for this customer only, used once, valid `ExpiresAt`. */
  Url: z.string(),
  Format: BookFileFormatSchema,
  FileName: z.string(),
  ExpiresAt: z.string(),
  /** Downloads left of this book after this one; null when the book has no limit. */
  DownloadsLeft: z.int().nullable(),
});
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;
export const DownloadLinkResponseSchema = envelope(DownloadLinkSchema);

// The reader (`/bookshelf/read/{id}`)
export const ReaderParamsSchema = z.object({ productId: ProductIdSchema }).strict();

/** A reading position: an EPUB CFI, or `page:N` in a PDF. Progress 0 to 1. */
export const PositionSchema = z.object({
  Locator: z.string(),
  /** The format the locator points into (`page:N`: PDF; anything else: EPUB). */
  Format: BookFileFormatSchema,
  Progress: z.number(),
  Chapter: z.string().nullable(),
  Device: z.string().nullable(),
  Finished: z.boolean(),
  Version: z.int(),
  UpdatedAt: z.string(),
});
export type Position = z.infer<typeof PositionSchema>;

export const ANNOTATION_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export const AnnotationSchema = z.object({
  Id: z.uuid(),
  Kind: z.enum(['bookmark', 'highlight']),
  Locator: z.string(),
  Quote: z.string(),
  Note: z.string(),
  Color: z.enum(ANNOTATION_COLORS),
  Progress: z.number(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** Set when deleted: another device removes it too. */
  DeletedAt: z.string().nullable(),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

// GET /v2/reader/{productId}: what the reader opens with
export const ReaderBookSchema = z.object({
  ProductId: z.int(),
  Name: z.string(),
  /** BCP 47 language of the text (`th`, `en`), for the reader's `lang`. */
  Language: z.string(),
  Format: BookFileFormatSchema,
  Formats: z.array(BookFileFormatSchema),
  /** True when the caller does not own it and reads the sample. */
  IsSample: z.boolean(),
  /** Where the reader fetches the file through the storefront (never a storage path). */
  FileUrl: z.string(),
  Position: PositionSchema.nullable(),
  Annotations: z.array(AnnotationSchema),
});
export type ReaderBook = z.infer<typeof ReaderBookSchema>;
export const ReaderBookResponseSchema = envelope(ReaderBookSchema);
export const ReaderQuerySchema = z
  .object({ format: BookFileFormatSchema.optional(), sample: z.enum(['true', 'false']).optional() })
  .strict();

// POST /v2/reader/{productId}/position
export const SavePositionBodySchema = z
  .object({
    Data: z
      .object({
        Locator: z.string().min(1).max(1000),
        Progress: z.number().min(0).max(1),
        Chapter: z.string().max(300).nullable().optional(),
        Device: z.string().max(100).nullable().optional(),
        Finished: z.boolean().optional(),
        /** The `Version` this reader last saw (null: none yet). */
        BaseVersion: z.int().min(0).nullable(),
      })
      .strict(),
  })
  .strict();
export const SavedPositionSchema = z.object({
  Position: PositionSchema,
  /**
   * True when another device had moved since `BaseVersion` and was further: its position is kept
   * and answered, and the reader says so and goes there.
   */
  Conflict: z.boolean(),
});
export const SavedPositionResponseSchema = envelope(SavedPositionSchema);

// POST /v2/reader/{productId}/annotations (create or change), .../annotations/delete
export const SaveAnnotationBodySchema = z
  .object({
    Data: z
      .object({
        Id: z.uuid(),
        Kind: z.enum(['bookmark', 'highlight']),
        Locator: z.string().min(1).max(1000),
        Quote: z.string().max(2000).default(''),
        Note: z.string().max(4000).default(''),
        Color: z.enum(ANNOTATION_COLORS).default('yellow'),
        Progress: z.number().min(0).max(1).default(0),
      })
      .strict(),
  })
  .strict();
export const AnnotationResponseSchema = envelope(AnnotationSchema);
export const DeleteAnnotationBodySchema = z
  .object({ Data: z.object({ Id: z.uuid() }).strict() })
  .strict();
export const AnnotationsResponseSchema = envelope(
  z.object({ Annotations: z.array(AnnotationSchema) }),
);

// App passwords for OPDS clients (/account/devices)
export const MAX_APP_PASSWORDS = 20;
export const AppPasswordSchema = z.object({
  Id: z.int(),
  Name: z.string(),
  Hint: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
});
export type AppPassword = z.infer<typeof AppPasswordSchema>;
export const AppPasswordsResponseSchema = envelope(
  z.object({
    AppPasswords: z.array(AppPasswordSchema),
    /** The OPDS catalogue's address to give a reading app. */
    OpdsUrl: z.string(),
    /** The user name to give with an app password. */
    UserName: z.string(),
  }),
);
export const CreateAppPasswordBodySchema = z
  .object({ Data: z.object({ Name: z.string().trim().min(1).max(60) }).strict() })
  .strict();
export const CreatedAppPasswordResponseSchema = envelope(
  AppPasswordSchema.extend({
    /** Shown once: only its hash is kept. */
    Password: z.string(),
  }),
);
export const RevokeAppPasswordBodySchema = z
  .object({ Data: z.object({ Id: z.int().min(1).max(2_147_483_647) }).strict() })
  .strict();
export const RevokedAppPasswordResponseSchema = envelope(z.object({ Id: z.int() }));
