import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { executeRows, openDatabase } from '../../db/client.js';
import { parseEnv } from '../../env.js';
import { ACCOUNT_MAIL_JOB } from '../../modules/accounts/account-mail.js';
import { mailsTo, post, registrationData, uniqueEmail } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.js';
import type { SendAccountEmail } from '../mail/mail.types.js';

const farewell = (to: string): SendAccountEmail => ({
  to,
  locale: 'en',
  name: 'Somchai',
  email: { template: 'account-deleted' },
});

describe('the job queue: e-mails written with the change that causes them', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Workers and schedules on: this file is about them (buildTestApp's default is JOBS_MODE=off).
    app = await buildTestApp({ JOBS_MODE: 'embedded' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends nothing for a change that rolled back, and exactly one e-mail for one that committed', async () => {
    const lost = uniqueEmail('rolled-back');
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.accountMail.send(farewell(lost), tx);
        throw new Error('the change failed after the e-mail was written');
      }),
    ).rejects.toThrow('the change failed');
    const kept = uniqueEmail('committed');
    await app.database.db.transaction(async (tx) => {
      await app.services.accountMail.send(farewell(kept), tx);
    });

    expect(await mailsTo(app, lost)).toEqual([]);
    expect(await mailsTo(app, kept)).toHaveLength(1);
    // Working the queue again finds nothing more to send.
    expect(await mailsTo(app, kept)).toHaveLength(1);
  });

  it('schedules the popularity snapshot, the clean-ups, payment reconciliation, order expiry, the wish list’s price-drop check, the daily sales, the notification digests and the pre-orders’ release', async () => {
    const rows = await executeRows<{ name: string; cron: string }>(
      app.database.db,
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: 'accounts.purge', cron: '17 3 * * *' },
      { name: 'catalog.popularity', cron: '*/15 * * * *' },
      { name: 'catalog.schedule', cron: '* * * * *' },
      { name: 'idempotency.purge', cron: '41 * * * *' },
      // 08:00 in Bangkok (pg-boss reads cron in UTC): the notification digests (docs/notifications.md).
      { name: 'notifications.dailyDigest', cron: '0 1 * * *' },
      { name: 'notifications.weeklyDigest', cron: '0 1 * * 1' },
      { name: 'orders.expire', cron: '* * * * *' },
      { name: 'payments.reconcile', cron: '* * * * *' },
      { name: 'payments.reconcileDaily', cron: '30 20 * * *' },
      { name: 'preorders.release', cron: '* * * * *' },
      { name: 'sales.refresh', cron: '*/5 * * * *' },
      { name: 'wishlist.priceDrops', cron: '*/10 * * * *' },
    ]);
  });
});

describe('the job queue across processes and failures', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-jobs-'));
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** An API process over the shared database, as server.ts builds one. */
  const startApp = async (settings: Record<string, string>) => {
    const handle = await openDatabase({ url: database.url, dataDir: 'unused', poolSize: 3 });
    const started = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '10000',
        ...settings,
      }),
      database: handle,
      logger: false,
    });
    started.addHook('onClose', async () => handle.close());
    await started.ready();
    return started;
  };

  it('keeps a job written by a process that stopped before sending it, for the next one', async () => {
    const email = uniqueEmail('restart');
    // This process only writes jobs (JOBS_MODE=off) and stops before any worker sees them.
    const writer = await startApp({ JOBS_MODE: 'off' });
    const registered = await post(
      writer as TestApp,
      '/v2/customer/register',
      registrationData(email),
    );
    expect(registered.statusCode).toBe(200);
    await writer.close();

    const worker = await startApp({ JOBS_MODE: 'embedded' });
    try {
      const mails = await mailsTo(worker as TestApp, email, 'verify-email');
      expect(mails).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it('retries after the mail server refused, and delivers exactly once', async () => {
    let attempts = 0;
    const delivered: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          attempts += 1;
          if (attempts === 1) {
            callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
            return;
          }
          delivered.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const worker = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail('retry');
      await worker.services.accountMail.send(farewell(email));
      await worker.services.accountMail.settled();
      expect(attempts).toBe(1);
      expect(delivered).toEqual([]);
      // The failed job waits for its back-off; bring its time forward instead of waiting.
      await database.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${ACCOUNT_MAIL_JOB} and state = 'retry'`,
      );
      await worker.services.accountMail.settled();
      await worker.services.accountMail.settled();
      expect(delivered).toEqual([email]);
      expect(attempts).toBe(2);
    } finally {
      await worker.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
