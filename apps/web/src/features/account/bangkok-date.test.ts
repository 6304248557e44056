import { describe, expect, it } from 'vitest';
import { todayIso } from './bangkok-date';

describe('todayIso', () => {
  it('knows today in Bangkok', () => {
    expect(todayIso(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
    expect(todayIso(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});
