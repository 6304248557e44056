import { describe, expect, it } from 'vitest';
import { formatBp, lastBangkokMonth, skippedText } from './format';

/** How the back office's royalty statements read: rates, the month to issue, who was left out. */
describe('royalty formats', () => {
  it('writes basis points as percent', () => {
    expect(formatBp(7000)).toBe('70');
    expect(formatBp(250)).toBe('2.5');
  });

  it('offers the last month over in Bangkok', () => {
    // 1 March 2025, 00:30 in Bangkok is still February in UTC: February is the last month over.
    expect(lastBangkokMonth(Date.parse('2025-02-28T17:30:00Z'))).toBe('2025-02');
    expect(lastBangkokMonth(Date.parse('2025-01-15T12:00:00Z'))).toBe('2024-12');
  });

  it('names the publishers an issue left out, with their latest month', () => {
    expect(skippedText([])).toBe('');
    expect(
      skippedText([
        { OrganisationName: 'Try Read Press', LatestMonth: '2025-03' },
        { OrganisationName: 'สำนักพิมพ์ฟ้าใส', LatestMonth: '2025-02' },
      ]),
    ).toBe('Try Read Press (2025-03), สำนักพิมพ์ฟ้าใส (2025-02)');
  });
});
