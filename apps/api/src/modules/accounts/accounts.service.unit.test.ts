import { describe, expect, it } from 'vitest';
import { assertBirthDate } from './accounts.service.js';

describe('birth dates', () => {
  const now = new Date('2026-11-24T05:00:00Z');

  it('are accepted from 1900 to today, by the clock the service is given', () => {
    expect(() => assertBirthDate('1900-01-01', now)).not.toThrow();
    expect(() => assertBirthDate('2026-11-24', now)).not.toThrow();
    expect(() => assertBirthDate(null, now)).not.toThrow();
  });

  it('are refused before 1900 and after today', () => {
    for (const value of ['1899-12-31', '2026-11-25']) {
      expect(() => assertBirthDate(value, now), value).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          message: 'accounts.profile.birthDateRange',
        }),
      );
    }
    expect(() => assertBirthDate('2026-11-25', new Date('2026-11-26T00:00:00Z'))).not.toThrow();
  });
});
