import { describe, expect, it } from 'vitest';
import {
  documentFileName,
  formatMonth,
  formatPercent,
  netSalesOf,
  summaryLinesOf,
  type SummaryLine,
} from './statement-format';

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

  describe('the summary', () => {
    const statement = {
      SalesNetSatang: 150_000,
      RefundsNetSatang: 20_000,
      RoyaltySatang: 91_000,
      CarriedInSatang: 0,
      WithholdingSatang: 2_730,
      PayableSatang: 88_270,
      CarriedOutSatang: 0,
    };
    const keys = (lines: SummaryLine[]) => lines.map((line) => line.key);
    const amount = (lines: SummaryLine[], key: SummaryLine['key']) =>
      lines.find((line) => line.key === key)?.satang ?? 0;
    const balances = (lines: SummaryLine[]) =>
      amount(lines, 'royalty') + amount(lines, 'carriedIn') + amount(lines, 'withholding') ===
      amount(lines, 'payable') + amount(lines, 'carriedOut');

    it('has no carried lines when nothing is brought or carried', () => {
      const lines = summaryLinesOf(statement);
      expect(keys(lines)).toEqual([
        'sales',
        'refunds',
        'netSales',
        'royalty',
        'withholding',
        'payable',
      ]);
      expect(amount(lines, 'refunds')).toBe(-20_000);
      expect(amount(lines, 'withholding')).toBe(-2_730);
      expect(balances(lines)).toBe(true);
    });

    it('takes the balance brought forward off before the tax', () => {
      const lines = summaryLinesOf({
        ...statement,
        CarriedInSatang: -41_000,
        WithholdingSatang: 1_500,
        PayableSatang: 48_500,
      });
      expect(keys(lines)).toEqual([
        'sales',
        'refunds',
        'netSales',
        'royalty',
        'carriedIn',
        'withholding',
        'payable',
      ]);
      expect(amount(lines, 'carriedIn')).toBe(-41_000);
      expect(balances(lines)).toBe(true);
    });

    it('carries a month whose refunds outweigh its sales on, paying nothing', () => {
      const lines = summaryLinesOf({
        SalesNetSatang: 10_000,
        RefundsNetSatang: 30_000,
        RoyaltySatang: -14_000,
        CarriedInSatang: -1_000,
        WithholdingSatang: 0,
        PayableSatang: 0,
        CarriedOutSatang: -15_000,
      });
      expect(keys(lines).slice(-3)).toEqual(['withholding', 'payable', 'carriedOut']);
      expect(amount(lines, 'withholding')).toBe(0);
      expect(Object.is(amount(lines, 'withholding'), -0)).toBe(false);
      expect(amount(lines, 'carriedOut')).toBe(-15_000);
      expect(balances(lines)).toBe(true);
    });
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
