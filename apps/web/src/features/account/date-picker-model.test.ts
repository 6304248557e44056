import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  displayYear,
  initialMonth,
  isWithin,
  monthGrid,
  parseIsoDate,
  todayIso,
  yearBounds,
  yearOptions,
} from './date-picker-model';

describe('years', () => {
  it('spans 100 years before to 52 after the current year', () => {
    expect(yearBounds(2026)).toEqual({ first: 1926, last: 2078 });
    const years = yearOptions(2026);
    expect(years).toHaveLength(153);
    expect(years[0]).toBe(2078);
    expect(years.at(-1)).toBe(1926);
  });

  it('keeps to the years of min and max', () => {
    const years = yearOptions(2026, { max: '2026-05-01' });
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(yearOptions(2026, { min: '2000-01-01', max: '2010-12-31' })).toEqual(
      Array.from({ length: 11 }, (_, index) => 2010 - index),
    );
    // Limits outside the spec's range do not widen it.
    expect(yearOptions(2026, { min: '1800-01-01', max: '2200-01-01' })).toHaveLength(153);
  });

  it('shows Buddhist-era years in Thai and Gregorian ones in English', () => {
    expect(displayYear(2026, 'th')).toBe(2569);
    expect(displayYear(1990, 'th')).toBe(2533);
    expect(displayYear(2026, 'en')).toBe(2026);
  });
});

describe('monthGrid', () => {
  it('is always six weeks of seven days starting on Sunday', () => {
    for (let month = 1; month <= 12; month += 1) {
      const grid = monthGrid({ year: 2026, month });
      expect(grid).toHaveLength(6);
      for (const week of grid) expect(week).toHaveLength(7);
      const first = grid[0]![0]!;
      expect(new Date(`${first.iso}T00:00:00Z`).getUTCDay()).toBe(0);
    }
  });

  it('puts the 1st in the first week and fills with the neighbouring months', () => {
    // 1 November 2026 is a Sunday: the grid starts on it and ends on 12 December.
    const november = monthGrid({ year: 2026, month: 11 }).flat();
    expect(november[0]).toEqual({ iso: '2026-11-01', day: 1, inMonth: true });
    expect(november.filter((cell) => cell.inMonth)).toHaveLength(30);
    expect(november.at(-1)).toEqual({ iso: '2026-12-12', day: 12, inMonth: false });

    // February 2024 (leap year) starts on a Thursday.
    const february = monthGrid({ year: 2024, month: 2 }).flat();
    expect(february.slice(0, 5).map((cell) => cell.iso)).toEqual([
      '2024-01-28',
      '2024-01-29',
      '2024-01-30',
      '2024-01-31',
      '2024-02-01',
    ]);
    expect(february.filter((cell) => cell.inMonth).at(-1)?.iso).toBe('2024-02-29');
    expect(february.at(-1)?.iso).toBe('2024-03-09');
  });

  it('has consecutive days', () => {
    const cells = monthGrid({ year: 1990, month: 3 }).flat();
    for (let index = 1; index < cells.length; index += 1) {
      expect(cells[index]!.iso).toBe(addDays(cells[index - 1]!.iso, 1));
    }
  });
});

describe('date helpers', () => {
  it('parses only real calendar days', () => {
    expect(parseIsoDate('1990-03-15')).toEqual({ year: 1990, month: 3, day: 15 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('15/03/1990')).toBeNull();
  });

  it('moves by months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('knows today in Bangkok', () => {
    expect(todayIso(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
  });

  it('checks limits and picks the month to open on', () => {
    expect(isWithin('2000-01-01', { max: '2026-01-01' })).toBe(true);
    expect(isWithin('2027-01-01', { max: '2026-01-01' })).toBe(false);
    expect(initialMonth('1990-03-15', undefined, '2026-11-22')).toEqual({ year: 1990, month: 3 });
    expect(initialMonth(null, undefined, '2026-11-22')).toEqual({ year: 2026, month: 11 });
    expect(initialMonth(null, '2010-06-30', '2026-11-22')).toEqual({ year: 2010, month: 6 });
  });
});
