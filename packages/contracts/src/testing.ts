import { z } from 'zod';
import { envelope } from './envelope.js';

/**
 * Fault injection, served only when the API runs with `ENABLE_TEST_FAULTS=true` (never in production).
 * The next `Times` calls of `Method Path` answer `Status` with an error envelope; every call of that
 * route is counted so a test can prove whether a client retried.
 */
export const FaultBodySchema = z
  .object({
    Data: z
      .object({
        Method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        Path: z.string().startsWith('/').max(500),
        Status: z.int().min(400).max(599),
        Times: z.int().min(1).max(100),
      })
      .strict(),
  })
  .strict();
export type FaultBody = z.infer<typeof FaultBodySchema>;

export const FaultDataSchema = z.object({
  Method: z.string(),
  Path: z.string(),
  Status: z.int(),
  Remaining: z.int(),
  Calls: z.int(),
});
export type FaultData = z.infer<typeof FaultDataSchema>;
export const FaultResponseSchema = envelope(FaultDataSchema);
export const FaultListResponseSchema = envelope(z.array(FaultDataSchema));
