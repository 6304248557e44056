import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AccountEmailTemplate, MailAttachment } from './mail.types.js';

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
  cc?: string[];
  attachments?: MailAttachment[];
  /** One e-mail per key, however often delivered (SendAccountEmail.deliveryKey). */
  deliveryKey?: string;
  /** Extra headers (SendAccountEmail.headers): List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
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
  /** The extra headers the e-mail carries (List-Unsubscribe, List-Unsubscribe-Post), when any. */
  headers?: Record<string, string>;
  /** Set when the e-mail is copied (e-Tax Invoice by Email). */
  cc?: string[];
  /** The files attached (their bytes are in the `.eml`). */
  attachments?: { filename: string; contentType: string; size: number }[];
  createdAt: string;
};

const keyHash = (key: string): string =>
  createHash('sha256').update(key).digest('hex').slice(0, 32);

/** A keyed e-mail's Message-ID is the same on every delivery, so mail systems see one message. */
const messageIdOf = (email: OutgoingEmail): string | undefined => {
  if (!email.deliveryKey) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(email.from)?.[1] ?? 'nangsue.invalid';
  return `<${keyHash(email.deliveryKey)}@${domain}>`;
};

/** Extra headers are one line each: a value with a line break is a header injection, refused. */
const extraHeaders = (headers: Record<string, string> | undefined): Record<string, string> => {
  if (!headers) return {};
  for (const [name, value] of Object.entries(headers))
    if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value))
      throw new Error(`Refused mail header ${name}: one line, letters, digits and hyphens`);
  return headers;
};

const message = (email: OutgoingEmail) => ({
  ...(email.deliveryKey ? { messageId: messageIdOf(email) } : {}),
  from: email.from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  ...(email.cc?.length ? { cc: email.cc } : {}),
  ...(email.attachments?.length ? { attachments: email.attachments } : {}),
  headers: { ...extraHeaders(email.headers), 'X-Nangsue-Template': email.template },
});

const baseOf = (createdAt: Date): string =>
  `${createdAt.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}`;

/**
 * The file name of a keyed e-mail: the first delivery claims `<dir>/.keys/<hash>` (created
 * exclusively, so two deliveries at once agree) and records its name there; every later delivery of
 * the key writes the same files again instead of a second e-mail.
 */
const keyedBase = async (dir: string, key: string, createdAt: Date): Promise<string> => {
  const keys = path.join(dir, '.keys');
  await fs.mkdir(keys, { recursive: true });
  const marker = path.join(keys, keyHash(key));
  const base = baseOf(createdAt);
  try {
    await fs.writeFile(marker, base, { flag: 'wx' });
    return base;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const earlier = (await fs.readFile(marker, 'utf8')).trim();
    if (earlier) return earlier;
    // A delivery that died between claiming and naming: this one names it.
    await fs.writeFile(marker, base);
    return base;
  }
};

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
      await fs.mkdir(dir, { recursive: true });
      const base = email.deliveryKey
        ? await keyedBase(dir, email.deliveryKey, createdAt)
        : baseOf(createdAt);
      const entry: OutboxEntry = {
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        links: email.links,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(email.cc?.length ? { cc: email.cc } : {}),
        ...(email.attachments?.length
          ? {
              attachments: email.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                size: content.length,
              })),
            }
          : {}),
        createdAt: createdAt.toISOString(),
      };
      await fs.writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      const json = path.join(dir, `${base}.json`);
      // A temporary name of its own: two deliveries of one key may write at once.
      const temporary = `${json}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`);
      await fs.rename(temporary, json);
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
