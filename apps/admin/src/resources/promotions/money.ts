import { intlLocaleOf } from '../../lib/format';

// Coins in the promotions screens (1 coin = ฿1 = 100 satang); money in general, inputs and dates:
// lib/format.ts.

/** "1,250.50" (coins or baht), in the staff member's language's digits grouping. */
export const formatUnits = (satang: number, locale: string): string =>
  (satang / 100).toLocaleString(intlLocaleOf(locale), {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });

/** A fresh idempotency key for a form that must not act twice. */
export const newClientKey = (): string => crypto.randomUUID();
