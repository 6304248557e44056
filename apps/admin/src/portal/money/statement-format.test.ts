import { describe, expect, it } from 'vitest';
import { documentFileName, formatMonth, formatPercent, netSalesOf } from './statement-format';

/** How the portal's statements read: months, net sales, rates and file names. */
describe('statement formats', () => {
  it('writes a month in words, with the Buddhist year in Thai', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'th')).toBe('ตุลาคม 2569');
    expect(formatMonth('soon', 'en')).toBe('soon');
  });

  it('takes the refunds off the sales', () => {
    expect(netSalesOf({ SalesNetSatang: 150_000, RefundsNetSatang: 20_000 })).toBe(130_000);
  });

  it('writes basis points as percent', () => {
    expect(formatPercent(7000, 'en')).toBe('70%');
    expect(formatPercent(250, 'th')).toBe('2.5%');
  });

  it('names the documents', () => {
    expect(documentFileName('RS-2026-10-000012', 'pdf_th')).toBe('RS-2026-10-000012-th.pdf');
    expect(documentFileName('RS-2026-10-000012', 'csv')).toBe('RS-2026-10-000012.csv');
    expect(documentFileName('RS-2026-10-000012', 'certificate')).toBe(
      '50-tawi-RS-2026-10-000012.pdf',
    );
  });
});
