/** A rate in basis points as percent text: 7000 → "70", 250 → "2.5". */
export const formatBp = (bp: number): string => String(bp / 100);

/** `format`/`parse` of a NumberInput that shows percent for a basis-points field. */
export const bpInput = {
  format: (value: unknown) => (typeof value === 'number' ? value / 100 : ''),
  parse: (value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? Math.round(number * 100) : null;
  },
};

/** The month before this one in Asia/Bangkok (the last one that can be issued), `YYYY-MM`. */
export const lastBangkokMonth = (now = Date.now()): string => {
  const today = new Date(now + 7 * 3_600_000);
  const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
};

/**
 * The publishers that issuing every publisher left out (a later month of theirs is issued
 * already), as one text: `Try Read Press (2025-03), Clear Sky Books (2025-02)`.
 */
export const skippedText = (
  skipped: ReadonlyArray<{ OrganisationName: string; LatestMonth: string }>,
): string => skipped.map((item) => `${item.OrganisationName} (${item.LatestMonth})`).join(', ');

/** A percent input's check on its basis points (the form holds bp): 0 % to 100 %. */
export const percentRange = (value: unknown) =>
  typeof value === 'number' && (value < 0 || value > 10_000)
    ? 'nangsue.royalties.percent_range'
    : undefined;
