import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The e-mails the e2e API "sent": with no SMTP server configured it writes each one to
 * `$NANGSUE_E2E_DATA_DIR/outbox/<time>-<random>.json` (the JSON is written last, so a listed file
 * is complete).
 */
export type OutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  links: string[];
  createdAt: string;
};

const WAIT_MS = 10_000;

const outboxDir = (): string => {
  const dataDir = process.env.NANGSUE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('NANGSUE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
};

/**
 * The e-mails read so far, by file name: a written e-mail never changes, and a long run's outbox
 * holds hundreds, so each poll reads only the files it has not seen.
 */
const seen = new Map<string, OutboxEmail>();

/** Every e-mail of the outbox, newest first. */
const readEmails = async (dir: string): Promise<OutboxEmail[]> => {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const emails: OutboxEmail[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let email = seen.get(file);
    if (email === undefined) {
      email = JSON.parse(await readFile(file, 'utf8')) as OutboxEmail;
      seen.set(file, email);
    }
    emails.push(email);
  }
  return emails;
};

/**
 * The newest e-mail to `to` made from `template` (and written at or after `since`, when given),
 * waiting up to ten seconds for it: the API sends after answering.
 */
export const waitForEmail = async (
  to: string,
  template: string,
  since?: Date,
): Promise<OutboxEmail> => {
  const dir = outboxDir();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = (await readEmails(dir)).find(
      (email) =>
        email.to === to &&
        email.template === template &&
        (since === undefined || new Date(email.createdAt).getTime() >= since.getTime()),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${template} e-mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The newest e-mail `matches` accepts, waiting up to ten seconds for it (`label` names it in a failure). */
export const waitForEmailWhere = async (
  matches: (email: OutboxEmail & { replyTo?: string }) => boolean,
  label: string,
): Promise<OutboxEmail & { replyTo?: string }> => {
  const dir = outboxDir();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = (await readEmails(dir)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail ${label} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The path (with query) of the e-mail's link that contains `marker`, for opening it on the test
 * server whatever storefront address the API was configured with.
 */
export const linkPathOf = (email: OutboxEmail, marker: string): string => {
  const link = email.links.find((candidate) => new URL(candidate).pathname.includes(marker));
  if (link === undefined) throw new Error(`no ${marker} link in ${email.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
