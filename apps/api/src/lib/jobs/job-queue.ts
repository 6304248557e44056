import PgBoss from 'pg-boss';
import { sqlRunnerOf, type DbOrTx } from '../../db/client.js';
import {
  activeJobs,
  countFailures,
  countWaiting,
  eraseJobFields,
  oldestDueSeconds,
} from './job-queue.repository.js';
import { inJobSpan, withTraceContext } from '../tracing.js';

/**
 * The job queue (ADR 0010): pg-boss 10 on the store's own PostgreSQL (schema `pgboss`, installed by
 * migration 0012). A job written with `{ tx }` is part of that transaction: it exists if and only if
 * the change that caused it committed, and it survives a crash of the process that wrote it.
 * Workers run in the API process (`JOBS_MODE=embedded`, the default) or in their own process
 * (`npm run worker`, with `JOBS_MODE=off` on the API processes).
 */
/** A job's work; `job.id` stays the same through its retries (an e-mail's delivery key). */
export type JobHandler = (data: unknown, job: { id: string }) => Promise<void>;

export type JobDefinition = {
  handler: JobHandler;
  /** A cron expression (UTC) for scheduled jobs. */
  cron?: string;
  /** Attempts after the first, with exponential back-off. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs of this kind worked at once by each worker process (default 1). */
  concurrency?: number;
  /**
   * How long one attempt may run before pg-boss takes the job back for a retry (default 15
   * minutes). Quick jobs say less, so a job held by a process that died runs again soon.
   */
  expireInSeconds?: number;
  /**
   * Fields of the job's data that must not outlive their use (a gift's one-use code): erased from
   * the stored job once its handler has succeeded, before pg-boss keeps the completed job for
   * days. A retry that finds them gone knows the work was done (docs/operations.md).
   */
  secretFields?: string[];
};

export type SendOptions = {
  /** The transaction the job belongs to; without it the job is written on its own. */
  tx?: DbOrTx;
  startAfter?: Date;
  /** At most one job waiting with this key. */
  singletonKey?: string;
};

export type JobQueue = {
  /** Registers a kind of job before `start`. */
  define(name: string, definition: JobDefinition): void;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /**
   * Tells this process's worker of a queue to look now instead of at its next poll (a job was
   * just committed here). Other processes find it at their next poll.
   */
  wake(name: string): void;
  /** Creates the queues; with workers, also works them and runs the schedules. */
  start(options: { workers: boolean }): Promise<void>;
  stop(): Promise<void>;
  /**
   * Works every job of these queues that is due now, in this process, until none is left (and
   * waits for those another worker holds): e-mails before a test reads the outbox, a shutdown.
   */
  drain(names: string[], timeoutMs?: number): Promise<void>;
  /** Jobs waiting or running, per queue (metrics). */
  depth(): Promise<Record<string, number>>;
  /**
   * Jobs that failed, per queue (metrics): waiting to be retried, and failed for good in the past
   * hour.
   */
  failures(): Promise<{ retry: Record<string, number>; failed: Record<string, number> }>;
  /** Seconds the oldest due job has waited for a worker, 0 when none waits (metrics). */
  oldestDueSeconds(): Promise<number>;
};

export const createJobQueue = ({
  db,
  url,
  pollingSeconds,
  maintenanceSeconds = 30,
  retryDelayMaxSeconds = Infinity,
  log,
}: {
  db: DbOrTx;
  url: string;
  pollingSeconds: number;
  /** How often an expired job (its process died) is taken back for a retry; pg-boss: 120 s. */
  maintenanceSeconds?: number;
  /** Caps every job kind's retry delay, without doubling (JOBS_RETRY_DELAY_MAX_SECONDS). */
  retryDelayMaxSeconds?: number | undefined;
  log: { error(details: object, message: string): void };
}): JobQueue => {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  /** This process's worker of each queue. */
  const workerIds = new Map<string, string>();

  const run = async (name: string, job: { id: string; data: unknown }) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no handler for job ${name}`);
    // In a span `job <name>`, the child of the request that wrote the job (ADR 0023); the handler
    // gets the data without its trace context.
    await inJobSpan(name, job, async (data) => {
      try {
        await definition.handler(data, { id: job.id });
        if (definition.secretFields?.length)
          await eraseJobFields(db, { name, id: job.id }, definition.secretFields);
      } catch (error) {
        log.error({ err: error, job: name, id: job.id }, 'job failed; it will be retried');
        throw error;
      }
    });
  };

  const started = (): PgBoss => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  return {
    define(name, definition) {
      definitions.set(name, definition);
    },

    async send(name, data, options = {}) {
      const definition = definitions.get(name);
      await started().send(name, withTraceContext(data), {
        ...(options.tx ? { db: sqlRunnerOf(options.tx) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        retryLimit: definition?.retryLimit ?? 5,
        retryDelay: Math.min(definition?.retryDelaySeconds ?? 30, retryDelayMaxSeconds),
        // Doubling per attempt, unless the delay is capped: then every retry waits the capped delay.
        retryBackoff: retryDelayMaxSeconds === Infinity,
        ...(definition?.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      });
    },

    async start({ workers }) {
      boss = new PgBoss({
        connectionString: url,
        schema: 'pgboss',
        max: 3,
        supervise: workers,
        maintenanceIntervalSeconds: maintenanceSeconds,
        schedule: workers,
        migrate: true,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue'));
      await boss.start();
      for (const [name, definition] of definitions) {
        await boss.createQueue(name);
        if (!workers) continue;
        // A batch is worked at once; each job completes or fails on its own (a failed one is
        // moved out of `active` here, so the batch's completion leaves it alone). A worker that
        // found work looks again at once instead of sleeping out its poll interval.
        const concurrency = definition.concurrency ?? 1;
        let workerId = '';
        workerId = await boss.work(
          name,
          { pollingIntervalSeconds: pollingSeconds, batchSize: concurrency },
          async (jobs) => {
            await Promise.all(
              jobs.map((job) =>
                run(name, job).catch((error: unknown) =>
                  boss?.fail(name, job.id, { message: String(error) }),
                ),
              ),
            );
            boss?.notifyWorker(workerId);
          },
        );
        workerIds.set(name, workerId);
        if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
      }
    },

    wake(name) {
      const workerId = workerIds.get(name);
      if (workerId) boss?.notifyWorker(workerId);
    },

    async stop() {
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      boss = undefined;
      workerIds.clear();
    },

    async drain(names, timeoutMs = 15_000) {
      const queue = started();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let worked = 0;
        for (const name of names) {
          const jobs = await queue.fetch(name, { batchSize: 20 });
          for (const job of jobs) {
            worked += 1;
            try {
              await run(name, job);
              await queue.complete(name, job.id);
            } catch (error) {
              await queue.fail(name, job.id, { message: String(error) });
            }
          }
        }
        if (worked > 0) continue;
        const busy = await activeJobs(db, names);
        if (busy === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async depth() {
      return countWaiting(db);
    },

    async failures() {
      return countFailures(db);
    },

    async oldestDueSeconds() {
      return oldestDueSeconds(db);
    },
  };
};
