import { z } from 'zod';
import { BookFileFormatSchema, NextVolumeSchema } from './bookshelf.js';
import { envelope } from './envelope.js';
import { LOCALES } from './locale.js';

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

/**
 * A highlight in a PDF (docs/reader.md "Highlights in PDFs"): `page:N#char=S,E`, the characters S
 * to E of page N's text as PDF.js's text layer has it (RFC 5147's `char=` positions: between
 * characters, from 0). The same on every device: it names the file's text, not the screen.
 */
export const pdfHighlightLocator = (page: number, start: number, end: number): string =>
  `page:${page}#char=${start},${end}`;
export const parsePdfHighlightLocator = (
  locator: string,
): { page: number; start: number; end: number } | null => {
  const match = /^page:(\d{1,6})#char=(\d{1,7}),(\d{1,7})$/.exec(locator);
  if (!match) return null;
  const [page, start, end] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return page >= 1 && start < end ? { page, start, end } : null;
};
/**
 * Where a note points: an EPUB CFI (`epubcfi(...)`), a PDF page (`page:N`) or a PDF highlight
 * (`page:N#char=S,E`, S before E).
 */
export const AnnotationLocatorSchema = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^(epubcfi\(.+\)|page:\d{1,6}(#char=\d{1,7},\d{1,7})?)$/)
  .refine((locator) => !locator.includes('#') || parsePdfHighlightLocator(locator) !== null);
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
  /** The series' next volume, offered at the end of this one (whole books of a series only). */
  NextVolume: NextVolumeSchema.nullable().optional(),
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
        Locator: AnnotationLocatorSchema,
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

// The reader's settings, the account's (docs/reader.md "Typography and comfort"): every device
// of the customer reads with them. The allowed values are the reader's own steps and choices.
export const READER_FONT_SIZES = [80, 90, 100, 110, 120, 140, 160, 180, 200] as const;
export const READER_LINE_HEIGHTS = [1.4, 1.6, 1.8, 2, 2.2] as const;
export const READER_PDF_ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const READER_THEMES = ['light', 'dark', 'sepia'] as const;
export const READER_FLOWS = ['paginated', 'scrolled'] as const;
export const READER_PDF_FITS = ['width', 'page'] as const;
/** `book`: the book's own typeface (the publisher's); the others are the store's Thai families. */
export const READER_FONTS = ['book', 'noto-sans-thai', 'sarabun', 'noto-serif-thai'] as const;
export const READER_MARGINS = ['narrow', 'normal', 'wide'] as const;
export const READER_ALIGNS = ['start', 'justify'] as const;
/** Brightness of the page in percent (100: as the theme is). */
export const READER_BRIGHTNESS = [50, 60, 70, 80, 90, 100] as const;
/** A warm tint over the page in percent (0: none). */
export const READER_WARMTH = [0, 20, 40, 60, 80] as const;

export const ReaderSettingsValuesSchema = z
  .object({
    FontSize: z.literal(READER_FONT_SIZES),
    LineHeight: z.literal(READER_LINE_HEIGHTS),
    Theme: z.enum(READER_THEMES),
    Flow: z.enum(READER_FLOWS),
    PdfFit: z.enum(READER_PDF_FITS),
    PdfZoom: z.literal(READER_PDF_ZOOMS),
    Font: z.enum(READER_FONTS),
    Margin: z.enum(READER_MARGINS),
    Align: z.enum(READER_ALIGNS),
    Brightness: z.literal(READER_BRIGHTNESS),
    Warmth: z.literal(READER_WARMTH),
  })
  .strict();
export type ReaderSettingsValues = z.infer<typeof ReaderSettingsValuesSchema>;
export const AccountReaderSettingsSchema = ReaderSettingsValuesSchema.extend({
  /** Goes up by one with every save (the last save wins). */
  Version: z.int(),
  UpdatedAt: z.string(),
});
export type AccountReaderSettings = z.infer<typeof AccountReaderSettingsSchema>;
// GET /v2/reader-settings: null until the customer first changes one
export const ReaderSettingsResponseSchema = envelope(
  z.object({ Settings: AccountReaderSettingsSchema.nullable() }),
);
// POST /v2/reader-settings: all of them, the last save wins
export const SaveReaderSettingsBodySchema = z.object({ Data: ReaderSettingsValuesSchema }).strict();
export const SavedReaderSettingsResponseSchema = envelope(
  z.object({ Settings: AccountReaderSettingsSchema }),
);

// GET /v2/reader/notes-export (a file: FILE_ROUTES.notesExport), the storefront's /notes-export
/** The customer's notes as a file: Markdown, or CSV (UTF-8 with a byte-order mark). */
export const NOTES_EXPORT_FORMATS = ['markdown', 'csv'] as const;
export type NotesExportFormat = (typeof NOTES_EXPORT_FORMATS)[number];
export const NotesExportQuerySchema = z
  .object({
    format: z.enum(NOTES_EXPORT_FORMATS),
    /** One book's notes; every book's without it. */
    productId: ProductIdSchema.optional(),
    /** The language of the file's words (its headings, columns, kinds). */
    lang: z.enum(LOCALES).default('th'),
  })
  .strict();

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
