import { expect, test } from '@playwright/test';
import { SERIAL_TAG } from './fixtures';
import { settleAndCheck, startCheckoutLoad, startStore } from './self-healing-store';

/**
 * Issue 23 §4: the store as `npm start` runs it (scripts/start.mjs supervising the embedded
 * PostgreSQL, the API and the web server; its own ports and data folder) gets up by itself. Under a
 * checkout load, each of the three is killed with SIGKILL in turn; nobody does anything, and the
 * store serves again (the home page 200 and the API's /readyz 200) within 15 s, buyers pay again,
 * and the API lives through the database's death. Afterwards the books add up: no order paid
 * without its grant, no grant without payment (the reconciliation query), no job left, no order
 * e-mail lost or sent twice. Tagged @serial: it starts a whole store and kills processes, so it
 * runs alone, after the journeys (the project `alone`).
 */
const LIMIT_MS = 15_000;

test(`SIGKILL of PostgreSQL, the API and the web server under checkout load: the store heals itself within 15 s and no order or e-mail is wrong ${SERIAL_TAG}`, async () => {
  test.setTimeout(300_000);
  const store = await startStore();
  try {
    const load = await startCheckoutLoad(store, 4);
    for (const name of ['db', 'api', 'web'] as const) {
      // Buyers are paying when the kill comes.
      const paidBefore = load.counts.paymentsAnswered;
      await expect
        .poll(() => load.counts.paymentsAnswered, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(paidBefore + 3);
      const pid = store.pidOf(name);
      const apiPid = store.pidOf('api');
      expect(pid, `${name} runs`).toBeDefined();
      process.kill(pid!, 'SIGKILL');

      const ms = await store.untilServing(LIMIT_MS);
      test
        .info()
        .annotations.push({ type: `serving again after ${name} killed`, description: `${ms} ms` });
      expect(ms, `the store serves again within 15 s of ${name}'s death`).toBeLessThanOrEqual(
        LIMIT_MS,
      );
      expect(store.pidOf(name), `${name} was started again`).not.toBe(pid);
      if (name === 'db')
        expect(store.pidOf('api'), 'the API lived through the database’s death').toBe(apiPid);
    }
    // Buyers pay again after the last kill too.
    const paidAfter = load.counts.paymentsAnswered;
    await expect
      .poll(() => load.counts.paymentsAnswered, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(paidAfter + 3);
    await load.stop();

    const books = await settleAndCheck(store, 150_000);
    test.info().annotations.push({ type: 'after the load', description: JSON.stringify(books) });
    expect(books.paid).toBeGreaterThan(0);
    expect(books.anomalies).toEqual([]);
    expect(books.wrongMails).toEqual([]);
    expect(books.jobsLeft).toBe(0);
    // Neither the API nor the web server died of anything but the test's kills (the db child
    // exits by design when its PostgreSQL dies).
    const deaths = store.output.filter((line) =>
      /\[(api|web)\] stopped \(exit|reading 'write'|triggerUncaughtException/.test(line),
    );
    expect(deaths).toEqual([]);
  } finally {
    await store.stop();
  }
});
