import type { Locale } from '@nangsue/contracts';

/** Messages of the accounts module, in Thai and English (merged into lib/messages.ts). */
export const accountsMessages = {} as const satisfies Record<string, Record<Locale, string>>;
