import { QUALITY_CLASSES, type QualityClass, type QualityQuery } from './queries.js';

/** One query of the quality set as the search answered it. */
export type QualityOutcome = {
  query: QualityQuery;
  /** The first three results, as the caller names them (record references or titles). */
  top: string[];
  hit: boolean;
  /** The search's keyboard-layout correction, when it made one. */
  corrected: string | null;
};

export type QualityRow = { class: QualityClass; queries: number; hits: number; rate: number };

/** The top-3 hit rate of each class, in the order of QUALITY_CLASSES. */
export const rateByClass = (outcomes: readonly QualityOutcome[]): QualityRow[] =>
  QUALITY_CLASSES.map((name) => {
    const ofClass = outcomes.filter((outcome) => outcome.query.class === name);
    const hits = ofClass.filter((outcome) => outcome.hit).length;
    return {
      class: name,
      queries: ofClass.length,
      hits,
      rate: ofClass.length === 0 ? 0 : hits / ofClass.length,
    };
  });

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** The rates as a Markdown table (docs/search.md), with the whole set as the last row. */
export const formatQualityTable = (rows: readonly QualityRow[]): string => {
  const queries = rows.reduce((sum, row) => sum + row.queries, 0);
  const hits = rows.reduce((sum, row) => sum + row.hits, 0);
  return [
    '| Class | Queries | In the top 3 | Rate |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.class} | ${row.queries} | ${row.hits} | ${percent(row.rate)} |`),
    `| all | ${queries} | ${hits} | ${percent(queries === 0 ? 0 : hits / queries)} |`,
  ].join('\n');
};

/** The queries that missed, one line each, for reading what to improve. */
export const formatMisses = (outcomes: readonly QualityOutcome[]): string =>
  outcomes
    .filter((outcome) => !outcome.hit)
    .map(
      ({ query, top, corrected }) =>
        `${query.class}: ${JSON.stringify(query.query)} (${query.note})` +
        `${corrected === null ? '' : ` corrected to ${JSON.stringify(corrected)}`}` +
        ` -> ${top.length === 0 ? 'nothing' : top.join(', ')}`,
    )
    .join('\n');
