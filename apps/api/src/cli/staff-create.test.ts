import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { executeRows } from '../db/client.js';
import { announceDemoOwner } from '../modules/staff/demo-owner.js';
import { COMMAND_ACTOR } from '../modules/staff/index.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run staff:create -- ...` from the sources, against the test's database. */
const staffCreate = (databaseUrl: string, args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/staff-create.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_URL: 'https://admin.example.test/' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

const tokenOf = (setupUrl: string) => setupUrl.split('/').pop()!;

// Each run of the command starts Node with tsx (2-4 s on a busy machine).
describe('the first owner: npm run staff:create and the demo store', { timeout: 60_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const setupInfo = (setupUrl: string) =>
    app.inject({ method: 'GET', url: `/admin/v1/auth/setup/${tokenOf(setupUrl)}` });

  it('makes the demo store an owner once, and prints and files the link', async () => {
    const link = await app.services.staff.ensureDemoOwner(COMMAND_ACTOR);
    expect(link?.setupUrl).toMatch(/^http:\/\/localhost:3100\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(await app.services.staff.ensureDemoOwner(COMMAND_ACTOR)).toBeUndefined();
    expect((await setupInfo(link!.setupUrl)).json().Data.Email).toBe('owner@nangsue.local');

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-demo-owner-'));
    let printed = '';
    const file = await announceDemoOwner(link!, dataDir, {
      write: (chunk: string) => ((printed += chunk), true),
    } as NodeJS.WritableStream);
    expect(file).toBe(path.join(dataDir, 'admin-setup-link.txt'));
    expect(await fs.readFile(file, 'utf8')).toContain(`\n${link!.setupUrl}\n`);
    expect(printed).toContain(`\n${link!.setupUrl}\n`);
    expect(printed).toContain('owner@nangsue.local');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('makes a staff member and prints the one-time link; again, a new link while not set up; --reset after', async () => {
    const email = `cli-${process.pid}@staff.test`;
    const first = await staffCreate(app.testDatabase.url, [
      '--email',
      email,
      '--role',
      'owner',
      '--name',
      'สมชาย ใจดี',
      '--json',
    ]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const made = JSON.parse(first.stdout) as { setupUrl: string; staffId: number };
    expect(first.stdout.trim().split('\n')).toHaveLength(1);
    expect(made.setupUrl).toMatch(/^https:\/\/admin\.example\.test\/setup\/[A-Za-z0-9_-]{43}$/);
    const info = await setupInfo(made.setupUrl);
    expect(info.json().Data).toMatchObject({ Email: email, DisplayName: 'สมชาย ใจดี' });
    const [entry] = await executeRows<{ staff_id: number | null; action: string; after: unknown }>(
      app.database.db,
      sql`select * from audit_log where entity_type = 'staff' and entity_id = ${String(made.staffId)}`,
    );
    expect(entry).toMatchObject({ staff_id: null, action: 'staff.create' });
    expect(entry?.after).toMatchObject({ Email: email, Role: 'owner', Status: 'invited' });

    // Not set up yet: a new link, the old one ends (text output: the link on the last line).
    const again = await staffCreate(app.testDatabase.url, [
      '--email',
      email.toUpperCase(),
      '--role',
      'owner',
    ]);
    expect(again.code).toBe(0);
    const lines = again.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      `New set-up link for ${email.toUpperCase()} (owner, staff id ${made.staffId}).`,
    );
    const secondUrl = lines.at(-1)!;
    expect(secondUrl).toMatch(/^https:\/\/admin\.example\.test\/setup\//);
    expect((await setupInfo(made.setupUrl)).statusCode).toBe(404);

    // Set up: the command refuses, unless --reset.
    const secret = (await setupInfo(secondUrl)).json().Data.TotpSecret as string;
    const done = await app.inject({
      method: 'POST',
      url: '/admin/v1/auth/setup',
      payload: {
        Token: tokenOf(secondUrl),
        Password: 'violet kettle under 9 moons',
        TotpCode: await generate({ secret }),
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const refused = await staffCreate(app.testDatabase.url, ['--email', email, '--role', 'owner']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The staff member ${email} has already set up their account.`);
    const reset = await staffCreate(app.testDatabase.url, [
      '--email',
      email,
      '--role',
      'owner',
      '--reset',
      '--json',
    ]);
    expect(reset.code).toBe(0);
    expect((await setupInfo(JSON.parse(reset.stdout).setupUrl)).statusCode).toBe(200);
    // The session the set-up started ended with the reset.
    const me = await app.inject({
      method: 'GET',
      url: '/admin/v1/auth/me',
      headers: { StaffToken: done.json().Data.SessionToken },
    });
    expect(me.statusCode).toBe(401);

    const bad = await staffCreate(app.testDatabase.url, ['--email', email, '--role', 'boss']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be one of owner, catalog_editor');
  });
});
