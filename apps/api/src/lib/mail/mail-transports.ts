import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AccountEmailTemplate } from './mail.types.js';

/** One e-mail as the transports see it. */
export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: AccountEmailTemplate;
  links: string[];
  replyTo?: string;
};

/** Where e-mails go: files in the outbox (default) or an SMTP server. */
export type MailTransport = {
  readonly kind: 'outbox' | 'smtp';
  deliver(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

/** What the outbox writes beside each `.eml` file, for tests and newcomers. */
export type OutboxEntry = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: AccountEmailTemplate;
  links: string[];
  /** Set when a reply goes elsewhere than the sender (a reader's message to a publisher). */
  replyTo?: string;
  createdAt: string;
};

const message = (email: OutgoingEmail) => ({
  from: email.from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  headers: { 'X-Nangsue-Template': email.template },
});

/**
 * Writes each e-mail to `<dir>/<time>-<random>.eml` (a complete RFC 5322 message, openable in any
 * mail program) and `<same>.json` ({@link OutboxEntry}). The time is ISO 8601 with `-` for `:` so
 * the names sort by time and are valid on every file system. The JSON is written last, so a reader
 * that lists `.json` files only sees complete e-mails.
 */
export const createOutboxTransport = (dir: string): MailTransport => {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  return {
    kind: 'outbox',
    async deliver(email) {
      const info = await composer.sendMail(message(email));
      const createdAt = new Date();
      const base = `${createdAt.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = {
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        links: email.links,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        createdAt: createdAt.toISOString(),
      };
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      const json = path.join(dir, `${base}.json`);
      await fs.writeFile(`${json}.tmp`, `${JSON.stringify(entry, null, 2)}\n`);
      await fs.rename(`${json}.tmp`, json);
    },
    async close() {
      composer.close();
    },
  };
};

/** Reads the outbox, oldest first (what a newcomer does by hand; used by tests). */
export const readOutbox = async (dir: string): Promise<(OutboxEntry & { file: string })[]> => {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => {
      const entry = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry;
      return { ...entry, file: path.join(dir, name.replace(/\.json$/, '.eml')) };
    }),
  );
};

/**
 * Delivers through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://...:465`;
 * nodemailer options may follow as query parameters). STARTTLS is used whenever the server offers it.
 */
/** Fail a send rather than hang a request when the server is slow or unreachable (ms). */
const SMTP_DEFAULTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const createSmtpTransport = (url: string): MailTransport => {
  const withDefaults = new URL(url);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!withDefaults.searchParams.has(key)) withDefaults.searchParams.set(key, String(value));
  }
  const transporter = nodemailer.createTransport(withDefaults.toString());

  return {
    kind: 'smtp',
    async deliver(email) {
      await transporter.sendMail(message(email));
    },
    async close() {
      transporter.close();
    },
  };
};
