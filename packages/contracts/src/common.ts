import { z } from 'zod';
import { DEVICE_TYPES } from './headers.js';
import { LOCALES } from './locale.js';
import { envelope } from './envelope.js';

export const LocaleSchema = z.enum(LOCALES);

export const DeviceTypeIdSchema = z.literal(DEVICE_TYPES.web);

export const AppStartBodySchema = z
  .object({
    Data: z.object({ DeviceTypeId: DeviceTypeIdSchema }).strict(),
  })
  .strict();
export type AppStartBody = z.infer<typeof AppStartBodySchema>;

export const AppStartDataSchema = z.object({
  DeviceId: z.uuid(),
  DeviceTypeId: DeviceTypeIdSchema,
  Language: LocaleSchema,
});
export type AppStartData = z.infer<typeof AppStartDataSchema>;
export const AppStartResponseSchema = envelope(AppStartDataSchema);

export const SetLanguageParamsSchema = z.object({ language: LocaleSchema }).strict();
export const SetLanguageDataSchema = z.object({ Language: LocaleSchema });
export type SetLanguageData = z.infer<typeof SetLanguageDataSchema>;
export const SetLanguageResponseSchema = envelope(SetLanguageDataSchema);

export const HealthDataSchema = z.object({ Status: z.enum(['ok']) });
export const HealthResponseSchema = envelope(HealthDataSchema);

/**
 * `GET /catalog-version`: the catalog's version, which moves with every import. The storefront's
 * servers follow it to revalidate their cached catalog pages (docs/storefront.md).
 */
export const CatalogVersionResponseSchema = envelope(z.object({ Version: z.string() }));

export const ReadyDataSchema = z.object({ Status: z.enum(['ok']), Database: z.enum(['up']) });
export const ReadyResponseSchema = envelope(ReadyDataSchema);
