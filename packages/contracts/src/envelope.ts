import { z } from 'zod';

/**
 * Every response of the store API, errors included, is `{ Data, ErrorList }` (spec §3).
 * `Data` is null when the call failed; `ErrorList` is empty when it succeeded.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    Data: data.nullable(),
    ErrorList: z.array(z.string()),
  });

export const ErrorEnvelopeSchema = z.object({
  Data: z.null(),
  ErrorList: z.array(z.string()).min(1),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = { Data: T | null; ErrorList: string[] };
