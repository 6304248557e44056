import type { Database } from '../../db/client.js';
import { createWithTransaction } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import {
  bookSearchFields,
  nameSearchText,
  SEGMENTER_VERSION,
  segmenterIsNewer,
} from '../../lib/search-text.js';
import type * as searchIndexRepository from './search-index.repository.js';
import type { NameTable } from './search-index.repository.js';

export const SEARCH_INDEX_JOBS = { resegment: 'search.resegment' } as const;

/** Books re-segmented per job: one short transaction each, so search keeps answering meanwhile. */
export const RESEGMENT_BATCH = 200;

type Repository = Pick<
  typeof searchIndexRepository,
  | 'getSegmenterVersion'
  | 'setSegmenterVersion'
  | 'recordSegmenterVersionIfNone'
  | 'booksToIndex'
  | 'writeBookVectors'
  | 'namesToIndex'
  | 'writeNameTexts'
>;

/**
 * The search tokens follow Node's ICU (lib/search-text.ts, ADR 0008). The store records the ICU
 * version its stored tokens were made with; a process that starts on a newer ICU writes a
 * `search.resegment` job, which re-segments every book in batches of 200 by id, each batch writing
 * the next job in its own transaction, and records the new version after the last one. Search
 * keeps answering from the old tokens (or the new ones, book by book) meanwhile.
 */
export const createSearchIndexService = ({
  db,
  jobs,
  repository,
  segmenterVersion = SEGMENTER_VERSION,
}: {
  db: Database;
  jobs: Pick<JobQueue, 'send' | 'wake'>;
  /** The search index's repository; a unit test passes a substitute. */
  repository: Repository;
  /** This process's ICU (tests pretend another). */
  segmenterVersion?: string;
}) => {
  const withTransaction = createWithTransaction(db);
  return {
    /**
     * At start: a store with no record takes this process's version (its tokens were written by
     * it); tokens of an older ICU start the re-segmentation; a newer record (a process of the
     * previous release during a rolling deploy) is left alone.
     */
    async checkSegmenter(): Promise<'recorded' | 'current' | 'resegmenting' | 'older-process'> {
      if (await repository.recordSegmenterVersionIfNone(db, segmenterVersion)) return 'recorded';
      const stored = await repository.getSegmenterVersion(db);
      if (stored === undefined || stored === segmenterVersion) return 'current';
      if (!segmenterIsNewer(segmenterVersion, stored)) return 'older-process';
      await jobs.send(
        SEARCH_INDEX_JOBS.resegment,
        { afterId: 0, version: segmenterVersion },
        { singletonKey: `${segmenterVersion}:0` },
      );
      jobs.wake(SEARCH_INDEX_JOBS.resegment);
      return 'resegmenting';
    },

    /**
     * One batch of the re-segmentation (the job's handler): books first, then the names of
     * contributors and publishers (their trigram texts, which autocomplete reads), then the version.
     */
    async resegment(data: unknown): Promise<void> {
      const {
        afterId,
        version,
        phase = 'books',
      } = (data ?? {}) as {
        afterId?: unknown;
        version?: unknown;
        phase?: unknown;
      };
      // A job written for another ICU is left to the processes that run on it.
      if (version !== segmenterVersion || typeof afterId !== 'number') return;
      if (!PHASES.includes(phase as Phase)) return;
      await withTransaction(async (tx) => {
        if ((await repository.getSegmenterVersion(tx)) === segmenterVersion) return;
        let lastId: number | undefined;
        let full: boolean;
        if (phase === 'books') {
          const books = await repository.booksToIndex(tx, { afterId, limit: RESEGMENT_BATCH });
          await repository.writeBookVectors(
            tx,
            books.map((book) => ({ id: book.id, fields: bookSearchFields(book) })),
          );
          lastId = books.at(-1)?.id;
          full = books.length === RESEGMENT_BATCH;
        } else {
          const table = phase as NameTable;
          const names = await repository.namesToIndex(tx, {
            table,
            afterId,
            limit: NAMES_BATCH,
          });
          await repository.writeNameTexts(
            tx,
            table,
            names.map(({ id, th, en }) => ({ id, searchText: nameSearchText({ th, en }) })),
          );
          lastId = names.at(-1)?.id;
          full = names.length === NAMES_BATCH;
        }
        const next =
          full && lastId !== undefined
            ? { phase, afterId: lastId }
            : PHASES[PHASES.indexOf(phase as Phase) + 1] !== undefined
              ? { phase: PHASES[PHASES.indexOf(phase as Phase) + 1], afterId: 0 }
              : undefined;
        if (next)
          await jobs.send(
            SEARCH_INDEX_JOBS.resegment,
            { ...next, version: segmenterVersion },
            { tx, singletonKey: `${segmenterVersion}:${next.phase}:${next.afterId}` },
          );
        else await repository.setSegmenterVersion(tx, segmenterVersion);
      });
      jobs.wake(SEARCH_INDEX_JOBS.resegment);
    },
  };
};

/** The re-segmentation's steps, in order. */
const PHASES = ['books', 'contributors', 'publishers'] as const;
type Phase = (typeof PHASES)[number];
/** Names per job (short rows: many per transaction). */
const NAMES_BATCH = 2000;

export type SearchIndexService = ReturnType<typeof createSearchIndexService>;
