import { z } from 'zod';

/**
 * The wire form of `ImportBook` for `POST /v2/admin/catalog/import` (covers as base64), by which the
 * command-line tools hand their writes to the API process that owns the embedded database.
 */
const Text = z.object({ th: z.string().max(50_000), en: z.string().max(50_000) }).strict();
const Isbn = z
  .string()
  .regex(/^\d{13}$/)
  .nullable();

export const WireBookSchema = z
  .object({
    recordReference: z.string().min(1).max(100),
    name: Text,
    shortDescription: Text,
    fullDescription: Text,
    contributors: z
      .array(
        z
          .object({ name: Text, role: z.enum(['author', 'translator', 'illustrator', 'editor']) })
          .strict(),
      )
      .max(50),
    publisher: Text.nullable(),
    imprint: Text.nullable(),
    series: z
      .object({ name: Text, volume: z.int().min(0).max(32_767).nullable() })
      .strict()
      .nullable(),
    categories: z.array(z.array(Text).min(1).max(5)).max(10),
    tags: z.array(Text).max(50),
    isbn: Isbn,
    eIsbn: Isbn,
    textLanguage: z.enum(['th', 'en']),
    pageCount: z.int().min(0).max(100_000).nullable(),
    releaseDate: z.iso.date().nullable(),
    priceSatang: z.int().min(0).max(2_000_000_000),
    oldPriceSatang: z.int().min(0).max(2_000_000_000).nullable(),
    hasSample: z.boolean(),
    files: z
      .array(z.object({ format: z.enum(['EPUB', 'PDF']), sizeBytes: z.int().min(0) }).strict())
      .max(5),
    cover: z
      .object({
        contentType: z.enum(['image/svg+xml', 'image/jpeg', 'image/png', 'image/webp']),
        base64: z.string().max(20_000_000),
      })
      .strict()
      .nullable(),
    rating: z
      .object({ sum: z.int().min(0), count: z.int().min(0) })
      .strict()
      .optional(),
    soldCount: z.int().min(0).optional(),
    published: z.boolean().optional(),
  })
  .strict();
export type WireBook = z.infer<typeof WireBookSchema>;

export const AdminImportBodySchema = z
  .object({ Data: z.object({ Books: z.array(WireBookSchema).min(1).max(1000) }).strict() })
  .strict();

export const AdminImportResponseSchema = z.object({
  Data: z.object({ Created: z.int(), Updated: z.int() }).nullable(),
  ErrorList: z.array(z.string()),
});
