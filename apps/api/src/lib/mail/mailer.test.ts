import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { parseEmail } from '../../../test/mime.js';
import { readOutbox } from './mail-transports.js';
import { renderAccountEmail } from './mail-render.js';
import { createMailer, outboxDirOf } from './mailer.js';
import type { AccountEmail } from './mail.types.js';

const FROM = 'Nangsue <no-reply@nangsue.example>';

const EVERY_EMAIL: AccountEmail[] = [
  { template: 'verify-email', link: 'https://shop.example/verify/abc?x=1&y=2', expiresInHours: 24 },
  {
    template: 'account-exists',
    loginLink: 'https://shop.example/Login',
    resetLink: 'https://shop.example/customer/forget-password',
  },
  {
    template: 'reset-password',
    link: 'https://shop.example/reset-password/t0k/g1d',
    expiresInMinutes: 30,
  },
  { template: 'password-changed', resetLink: 'https://shop.example/customer/forget-password' },
  { template: 'account-deleted' },
  {
    template: 'sign-in-link',
    link: 'https://shop.example/en/customer/signin-link/t0k/g1d',
    expiresInMinutes: 20,
  },
];

const linksOf = (email: AccountEmail): string[] =>
  Object.entries(email)
    .filter(([key]) => /link$/i.test(key))
    .map(([, value]) => String(value));

describe('renderAccountEmail', () => {
  it.each(
    EVERY_EMAIL.flatMap((email) => (['th', 'en'] as const).map((locale) => ({ email, locale }))),
  )(
    '$email.template in $locale: subject, greeting, links, expiry and footer',
    ({ email, locale }) => {
      const rendered = renderAccountEmail({ locale, name: 'Somchai', email });
      expect(rendered.template).toBe(email.template);
      expect(rendered.subject).toContain('Nangsue / หนังสือ');
      expect(rendered.subject).not.toMatch(/[{}]/);
      expect(rendered.text).toContain(locale === 'th' ? 'สวัสดีคุณSomchai' : 'Hello Somchai,');
      expect(rendered.text).not.toMatch(/\{\w+\}/);
      expect(rendered.html).not.toMatch(/\{\w+\}/);
      expect(rendered.html).toContain(`<html lang="${locale}">`);
      expect(rendered.links).toEqual(linksOf(email));
      for (const link of rendered.links) {
        expect(rendered.text).toContain(link);
        expect(rendered.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      }
      expect(rendered.text).toContain('Nangsue / หนังสือ');
      // Thai text in Thai e-mails, none in English ones except the store name.
      const thai = /[\u0E00-\u0E7F]/;
      const withoutStore = rendered.text.replaceAll('Nangsue / หนังสือ', '');
      expect(thai.test(withoutStore)).toBe(locale === 'th');
      if (email.template === 'verify-email') expect(rendered.text).toContain('24');
      if (email.template === 'reset-password') expect(rendered.text).toContain('30');
    },
  );

  it('escapes the name in HTML and keeps it on one line in the text', () => {
    const rendered = renderAccountEmail({
      locale: 'en',
      name: '<img src=x onerror=alert(1)>\r\nBcc: evil@example.com',
      email: { template: 'account-deleted' },
    });
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt; Bcc: evil@example.com');
    expect(rendered.text).toContain('Hello <img src=x onerror=alert(1)> Bcc: evil@example.com,');
  });

  it('escapes quotes in link attributes', () => {
    const rendered = renderAccountEmail({
      locale: 'en',
      name: 'A',
      email: { template: 'password-changed', resetLink: 'https://shop.example/"><script>' },
    });
    expect(rendered.html).not.toContain('"><script>');
    expect(rendered.html).toContain('href="https://shop.example/&quot;&gt;&lt;script&gt;"');
  });
});

describe('outbox transport', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-mail-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes a readable .eml and .json per e-mail, in Thai and in English', async () => {
    const mailer = createMailer({ env: { DATA_DIR: dataDir, MAIL_FROM: FROM } });
    expect(mailer.transport).toBe('outbox');
    await mailer.sendAccountEmail({
      to: 'somchai@example.com',
      locale: 'th',
      name: 'สมชาย',
      email: EVERY_EMAIL[2]!,
    });
    await mailer.sendAccountEmail({
      to: 'jane@example.com',
      locale: 'en',
      name: 'Jane',
      email: EVERY_EMAIL[0]!,
    });
    await mailer.close();

    const names = (await fs.readdir(outboxDirOf({ DATA_DIR: dataDir }))).sort();
    expect(names).toHaveLength(4);
    for (const name of names) {
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.(eml|json)$/);
    }

    const entries = await readOutbox(mailer.outboxDir);
    expect(entries.map((entry) => entry.to)).toEqual(['somchai@example.com', 'jane@example.com']);

    const [thai, english] = entries;
    expect(thai).toMatchObject({
      template: 'reset-password',
      subject: 'ตั้งรหัสผ่านใหม่สำหรับ Nangsue / หนังสือ',
      links: ['https://shop.example/reset-password/t0k/g1d'],
    });
    expect(thai!.text).toContain('สวัสดีคุณสมชาย');
    expect(thai!.text).toContain('30 นาที');
    expect(Number.isNaN(Date.parse(thai!.createdAt))).toBe(false);
    expect(english).toMatchObject({
      template: 'verify-email',
      subject: 'Confirm your e-mail address for Nangsue / หนังสือ',
      links: ['https://shop.example/verify/abc?x=1&y=2'],
    });

    // The .eml is a real message: headers, encoded Thai subject, both parts.
    const raw = await fs.readFile(thai!.file, 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toMatch(/^X-Nangsue-Template: reset-password$/m);
    expect([...raw].every((character) => character.charCodeAt(0) < 128)).toBe(true);
    const parsed = parseEmail(raw);
    expect(parsed.from).toBe(FROM);
    expect(parsed.to).toBe('somchai@example.com');
    expect(parsed.subject).toBe(thai!.subject);
    expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(thai!.text);
    expect(parsed.html?.replace(/\r\n/g, '\n')).toBe(thai!.html);
  });

  it('carries extra headers (one-click unsubscribe) in the .eml and the .json, and refuses a line break', async () => {
    const mailer = createMailer({ env: { DATA_DIR: dataDir, MAIL_FROM: FROM } });
    const headers = {
      'List-Unsubscribe': '<https://shop.example/api/unsubscribe/7.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailer.sendAccountEmail({
      to: 'jane@example.com',
      locale: 'en',
      name: 'Jane',
      email: EVERY_EMAIL[0]!,
      headers,
    });
    await expect(
      mailer.sendAccountEmail({
        to: 'jane@example.com',
        locale: 'en',
        name: 'Jane',
        email: EVERY_EMAIL[0]!,
        headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: victim@example.com' },
      }),
    ).rejects.toThrow(/Refused mail header/);
    await mailer.close();
    const [entry, ...more] = await readOutbox(mailer.outboxDir);
    expect(more).toEqual([]);
    expect(entry?.headers).toEqual(headers);
    const raw = await fs.readFile(entry!.file, 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\/api\/unsubscribe\/7\.abc>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('keeps one e-mail per delivery key, however often or concurrently it is delivered', async () => {
    const mailer = createMailer({ env: { DATA_DIR: dataDir, MAIL_FROM: FROM } });
    const send = (deliveryKey: string, name: string) =>
      mailer.sendAccountEmail({
        to: 'somchai@example.com',
        locale: 'th',
        name,
        email: EVERY_EMAIL[2]!,
        deliveryKey,
      });
    // A job retried after its process died, twice at once and once later; another job's e-mail.
    await Promise.all([send('job-1', 'first'), send('job-1', 'first')]);
    await send('job-1', 'again');
    await send('job-2', 'other');
    await mailer.close();

    const entries = await readOutbox(mailer.outboxDir);
    expect(entries).toHaveLength(2);
    expect(
      entries.map((entry) => entry.text.includes('again') || entry.text.includes('other')),
    ).toEqual([true, true]);
    const ids = await Promise.all(
      entries.map(
        async (entry) => /^Message-ID: (.+)$/m.exec(await fs.readFile(entry.file, 'utf8'))?.[1],
      ),
    );
    expect(ids[0]).not.toBe(ids[1]);
    // The same key gives the same Message-ID on every delivery (SMTP receivers see one message).
    const again = createMailer({ env: { DATA_DIR: dataDir, MAIL_FROM: FROM } });
    await again.sendAccountEmail({
      to: 'somchai@example.com',
      locale: 'th',
      name: 'later',
      email: EVERY_EMAIL[2]!,
      deliveryKey: 'job-1',
    });
    await again.close();
    const after = await readOutbox(again.outboxDir);
    expect(after).toHaveLength(2);
    const idsAfter = await Promise.all(
      after.map(
        async (entry) => /^Message-ID: (.+)$/m.exec(await fs.readFile(entry.file, 'utf8'))?.[1],
      ),
    );
    expect(new Set(idsAfter)).toEqual(new Set(ids));
  });

  it('is the default of the app, under DATA_DIR/outbox, as app.services.mail', async () => {
    const app = await buildTestApp();
    try {
      await app.services.mail.sendAccountEmail({
        to: 'a@example.com',
        locale: 'en',
        name: 'A',
        email: { template: 'account-deleted' },
      });
      const entries = await readOutbox(path.join(app.env.DATA_DIR, 'outbox'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ to: 'a@example.com', template: 'account-deleted' });
    } finally {
      await app.close();
    }
  });

  it('reads an absent outbox as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing'))).toEqual([]);
  });
});

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

const startSmtpServer = async (options: Partial<SMTPServerOptions> = {}) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret/pass') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    logger: false,
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('SMTP transport', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('delivers through SMTP with the URL credentials, in Thai and English', async () => {
    const server = await startSmtpServer();
    servers.push(server);
    const mailer = createMailer({
      env: {
        DATA_DIR: '/nonexistent',
        MAIL_FROM: FROM,
        SMTP_URL: `smtp://shop:s3cret%2Fpass@127.0.0.1:${server.port}`,
      },
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.sendAccountEmail({
      to: 'somchai@example.com',
      locale: 'th',
      name: 'สมชาย',
      email: EVERY_EMAIL[0]!,
    });
    await mailer.sendAccountEmail({
      to: 'jane@example.com',
      locale: 'en',
      name: 'Jane',
      email: EVERY_EMAIL[1]!,
    });
    await mailer.close();

    expect(server.received).toHaveLength(2);
    const [thai, english] = server.received;
    expect(thai).toMatchObject({
      from: 'no-reply@nangsue.example',
      to: ['somchai@example.com'],
      user: 'shop',
    });
    const thaiEmail = parseEmail(thai!.raw);
    expect(thaiEmail.subject).toBe('ยืนยันอีเมลของคุณกับ Nangsue / หนังสือ');
    expect(thaiEmail.text).toContain('สวัสดีคุณสมชาย');
    expect(thaiEmail.text).toContain('https://shop.example/verify/abc?x=1&y=2');
    expect(thaiEmail.html).toContain('href="https://shop.example/verify/abc?x=1&amp;y=2"');

    expect(english!.to).toEqual(['jane@example.com']);
    const englishEmail = parseEmail(english!.raw);
    expect(englishEmail.subject).toBe('You already have a Nangsue / หนังสือ account');
    expect(englishEmail.text).toContain('https://shop.example/Login');
    expect(englishEmail.text).toContain('https://shop.example/customer/forget-password');
    // No outbox file when SMTP delivers.
    await expect(fs.access('/nonexistent/outbox')).rejects.toThrow();
  });

  it('rejects when the server refuses the recipient', async () => {
    const server = await startSmtpServer({
      authOptional: true,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    servers.push(server);
    const mailer = createMailer({
      env: {
        DATA_DIR: '/nonexistent',
        MAIL_FROM: FROM,
        SMTP_URL: `smtp://127.0.0.1:${server.port}`,
      },
    });
    await expect(
      mailer.sendAccountEmail({
        to: 'nobody@example.com',
        locale: 'en',
        name: 'N',
        email: { template: 'account-deleted' },
      }),
    ).rejects.toThrow(/Mailbox unavailable|550/);
    await mailer.close();
    expect(server.received).toHaveLength(0);
  });

  it('rejects on wrong credentials', async () => {
    const server = await startSmtpServer();
    servers.push(server);
    const mailer = createMailer({
      env: {
        DATA_DIR: '/nonexistent',
        MAIL_FROM: FROM,
        SMTP_URL: `smtp://shop:wrong@127.0.0.1:${server.port}`,
      },
    });
    await expect(
      mailer.sendAccountEmail({
        to: 'a@example.com',
        locale: 'th',
        name: 'A',
        email: { template: 'account-deleted' },
      }),
    ).rejects.toThrow(/Invalid username or password|535|auth/i);
    await mailer.close();
    expect(server.received).toHaveLength(0);
  });

  it('rejects when nothing listens', async () => {
    const server = await startSmtpServer();
    const { port } = server;
    await server.close();
    const mailer = createMailer({
      env: { DATA_DIR: '/nonexistent', MAIL_FROM: FROM, SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    await expect(
      mailer.sendAccountEmail({
        to: 'a@example.com',
        locale: 'en',
        name: 'A',
        email: { template: 'account-deleted' },
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
    await mailer.close();
  });
});
