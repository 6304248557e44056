import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/** A queue of this test only, whose handler fails until the test lets it succeed. */
const FLAKY = 'test.flaky';

/**
 * Operations in the back office (docs/back-office.md "Operations"): the job queue (counts, failed
 * jobs with their error and without their secrets, a failed job run again exactly once, from the
 * queue table or pg-boss's archive), the read cache emptied by staff (the back office's call and
 * `DELETE /v1/cache/clear-all` with a staff session), and the search log.
 */
describe('operations in the back office', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  let ownerToken: string;
  let ownerTh: Record<string, string>;
  let failing = true;
  const worked: unknown[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ JOBS_MODE: 'off' }, (built) =>
      built.jobs.define(FLAKY, {
        retryLimit: 0,
        handler: async (data) => {
          if (failing) throw new Error('SMTP 451: try again later');
          worked.push(data);
        },
      }),
    );
    const session = await createStaffSession(app, 'owner', { language: 'en' });
    owner = session.headers;
    ownerToken = session.token;
    ownerTh = (await createStaffSession(app, 'owner', { language: 'th' })).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers = owner,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const audit = (action: string) =>
    executeRows<{ entity_id: string; reason: string; staff_email: string | null }>(
      app.database.db,
      sql`select entity_id, reason, staff_email from audit_log where action = ${action} order by id`,
    );

  const failedJobs = async (query = '') =>
    ADMIN_ROUTES.adminJobFailedList.response.parse(
      (await call('GET', `/admin/v1/operations/jobs/failed?Queue=${FLAKY}${query}`)).json(),
    ).Data!;

  /** A job of the flaky queue, worked once (it fails for good: no retries). */
  const failedJob = async (data: Record<string, unknown>) => {
    failing = true;
    await app.jobs.send(FLAKY, data);
    await app.jobs.drain([FLAKY]);
  };

  it('counts jobs per queue and state, and lists failed jobs with their error but not their secrets', async () => {
    await failedJob({
      orderId: 42,
      event: 'paid',
      code: 'GIFT-SECRET-CODE',
      link: 'https://x/reset/t',
    });
    await app.jobs.send(FLAKY, { orderId: 43 }, { startAfter: new Date(Date.now() + 3_600_000) });

    const answer = await call('GET', '/admin/v1/operations/jobs');
    expect(answer.statusCode, answer.body).toBe(200);
    const { Queues } = ADMIN_ROUTES.adminJobQueues.response.parse(answer.json()).Data!;
    expect(Queues.find((queue) => queue.Name === FLAKY)).toMatchObject({
      Created: 1,
      Failed: 1,
      Completed: 0,
    });
    // Every queue of the store is listed, with or without jobs.
    expect(Queues.map((queue) => queue.Name)).toEqual(
      expect.arrayContaining(['mail.account', 'mail.order', 'catalog.popularity']),
    );

    const listed = await failedJobs();
    expect(listed.Items).toEqual([
      expect.objectContaining({
        Queue: FLAKY,
        Error: expect.stringContaining('SMTP 451: try again later'),
        Subject: { orderId: 42, event: 'paid' },
        Archived: false,
        RetryCount: 0,
      }),
    ]);
    const raw = (await call('GET', `/admin/v1/operations/jobs/failed?Queue=${FLAKY}`)).body;
    expect(raw).not.toContain('GIFT-SECRET-CODE');
    expect(raw).not.toContain('reset');
  });

  it('runs a failed job again exactly once however many staff press retry, audited', async () => {
    await executeRows(app.database.db, sql`delete from pgboss.job where name = ${FLAKY}`);
    await failedJob({ orderId: 7 });
    const [job] = (await failedJobs()).Items;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/admin/v1/operations/jobs/${FLAKY}/${job!.Id}/retry`, {
          Reason: 'SMTP server is back',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json().Data).toMatchObject({
      Id: job!.Id,
      State: 'retry',
      Subject: { orderId: 7 },
    });
    expect(answers.find((answer) => answer.statusCode === 404)!.json().ErrorList).toEqual([
      'There is no such failed job in this queue (it may have been retried already).',
    ]);
    expect((await failedJobs()).Items).toEqual([]);
    expect((await audit('job.retry')).map((entry) => [entry.entity_id, entry.reason])).toEqual([
      [`${FLAKY}/${job!.Id}`, 'SMTP server is back'],
    ]);

    failing = false;
    await app.jobs.drain([FLAKY]);
    expect(worked).toEqual([{ orderId: 7 }]);
    const [state] = await executeRows<{ state: string }>(
      app.database.db,
      sql`select state::text as state from pgboss.job where id = ${job!.Id}::uuid`,
    );
    expect(state?.state).toBe('completed');
  });

  it('runs again a failed job pg-boss has archived, with its id', async () => {
    await failedJob({ refundId: 9 });
    const [job] = (await failedJobs()).Items;
    // What pg-boss's maintenance does 12 hours after a job failed.
    await executeRows(
      app.database.db,
      sql`with moved as (delete from pgboss.job where id = ${job!.Id}::uuid returning *)
          insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count,
            retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on,
            expire_in, created_on, completed_on, keep_until, output, dead_letter, policy)
          select id, name, priority, data, state, retry_limit, retry_count, retry_delay,
            retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in,
            created_on, completed_on, keep_until, output, dead_letter, policy from moved`,
    );
    expect((await failedJobs()).Items).toEqual([
      expect.objectContaining({ Id: job!.Id, Archived: true, Subject: { refundId: 9 } }),
    ]);
    const queues = ADMIN_ROUTES.adminJobQueues.response.parse(
      (await call('GET', '/admin/v1/operations/jobs')).json(),
    ).Data!.Queues;
    expect(queues.find((queue) => queue.Name === FLAKY)?.FailedArchived).toBe(1);

    const retried = await call('POST', `/admin/v1/operations/jobs/${FLAKY}/${job!.Id}/retry`, {
      Reason: 'Refund gateway fixed',
    });
    expect(retried.statusCode, retried.body).toBe(200);
    failing = false;
    worked.length = 0;
    await app.jobs.drain([FLAKY]);
    expect(worked).toEqual([{ refundId: 9 }]);
    expect((await failedJobs()).Items).toEqual([]);
  });

  it('refuses unknown jobs and bad input in the caller’s language', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await call(
        'POST',
        `/admin/v1/operations/jobs/${FLAKY}/${id}/retry`,
        { Reason: 'Try' },
        ownerTh,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().ErrorList).toEqual(['ไม่พบงานที่ล้มเหลวนี้ในคิว (อาจถูกสั่งให้ทำใหม่ไปแล้ว)']);
    }
    const noReason = await call('POST', '/admin/v1/operations/cache/clear', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ErrorList.join(' ')).toMatch(/Reason/);
  });

  it('empties the read cache from the back office and through DELETE /v1/cache/clear-all with a staff session', async () => {
    await app.cache.set('operations-test', 'cached', 600);
    const cleared = await call('POST', '/admin/v1/operations/cache/clear', {
      Reason: 'Prices fixed in the database by hand',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().Data).toMatchObject({ Cleared: true, ClearedAt: expect.any(String) });
    expect(await app.cache.get('operations-test')).toBeUndefined();

    await app.cache.set('operations-test', 'cached', 600);
    const bySpecCall = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(bySpecCall.statusCode, bySpecCall.body).toBe(200);
    expect(bySpecCall.json()).toEqual({ Data: { Cleared: true }, ErrorList: [] });
    expect(await app.cache.get('operations-test')).toBeUndefined();
    expect(
      (await audit('cache.clear')).map((entry) => [entry.reason, entry.staff_email !== null]),
    ).toEqual([
      ['Prices fixed in the database by hand', true],
      ['DELETE /v1/cache/clear-all', true],
    ]);

    // A staff member without operations.write, or a customer's token: refused, nothing emptied.
    await app.cache.set('operations-test', 'cached', 600);
    const finance = await createStaffSession(app, 'finance', { language: 'en' });
    const notAllowed = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Authorization: `Bearer ${finance.token}`, Language: 'en' },
    });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().ErrorList).toEqual(['You are not allowed to do this.']);
    const customer = await createTestCustomer(app);
    const asCustomer = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(await app.cache.get('operations-test')).toBe('cached');
    expect(
      (
        await call(
          'POST',
          '/admin/v1/operations/cache/clear',
          { Reason: 'x'.repeat(5) },
          finance.headers,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lists the most searched texts and the searches with no result of a period', async () => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
    const rows: Array<[string, 'th' | 'en', number, string]> = [
      ['แฮร์รี่', 'th', 12, at(1)],
      ['แฮร์รี่', 'th', 10, at(2)],
      ['แฮร์รี่', 'th', 11, at(3)],
      ['python', 'en', 4, at(1)],
      ['python', 'en', 0, at(5)],
      ['ดาบพิฆาตอสูร', 'th', 0, at(2)],
      ['ดาบพิฆาตอสูร', 'th', 0, at(4)],
      ['old search', 'en', 0, at(24 * 10)],
    ];
    for (const [text, language, count, searchedAt] of rows)
      await executeRows(
        app.database.db,
        sql`insert into search_log (searched_at, text, language, result_count, latency_ms)
            values (${searchedAt}::timestamptz, ${text}, ${language}, ${count}, 3.5)`,
      );

    const top = ADMIN_ROUTES.adminSearchTop.response.parse(
      (await call('GET', '/admin/v1/operations/searches/top')).json(),
    ).Data!;
    expect(top.Items.map((item) => [item.Text, item.Searches, item.AverageResults])).toEqual([
      ['แฮร์รี่', 3, 11],
      // As often: the one searched last comes first.
      ['python', 2, 2],
      ['ดาบพิฆาตอสูร', 2, 0],
    ]);

    const empty = ADMIN_ROUTES.adminSearchNoResult.response.parse(
      (await call('GET', '/admin/v1/operations/searches/no-result?PageSize=1')).json(),
    ).Data!;
    expect(empty.Items.map((item) => [item.Id, item.Searches])).toEqual([['th:ดาบพิฆาตอสูร', 2]]);
    expect(empty.HasNextPage).toBe(true);

    const english = await call(
      'GET',
      `/admin/v1/operations/searches/no-result?Language=en&From=${encodeURIComponent(at(24 * 30))}`,
    );
    expect(english.json().Data.Items.map((item: { Text: string }) => item.Text)).toEqual([
      'python',
      'old search',
    ]);

    const backwards = await call(
      'GET',
      `/admin/v1/operations/searches/top?From=${encodeURIComponent(at(1))}&To=${encodeURIComponent(at(2))}`,
      undefined,
      ownerTh,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ErrorList).toEqual(['เวลาเริ่มต้น (From) ต้องอยู่ก่อนเวลาสิ้นสุด (To)']);
    const tooLong = await call(
      'GET',
      `/admin/v1/operations/searches/top?From=${encodeURIComponent(at(24 * 100))}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().ErrorList).toEqual([
      'The period is too long: the search log is read at most 92 days at a time.',
    ]);
  });

  it('is for staff whose role holds the operations permissions only', async () => {
    for (const role of ['finance', 'catalog_editor', 'orders_support'] as const) {
      const { headers } = await createStaffSession(app, role);
      expect((await call('GET', '/admin/v1/operations/jobs', undefined, headers)).statusCode).toBe(
        403,
      );
    }
    const customer = await createTestCustomer(app);
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/admin/v1/operations/jobs',
      headers: { Token: customer.token },
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});
