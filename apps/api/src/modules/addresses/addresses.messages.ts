import type { Locale } from '@nangsue/contracts';

/** Messages of the addresses module, in Thai and English (merged into lib/messages.ts). */
export const addressesMessages = {} as const satisfies Record<string, Record<Locale, string>>;
