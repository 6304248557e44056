import type { Locale } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer, SendAccountEmail } from '../../lib/mail/mail.types.js';

/** Storefront pages the account e-mails link to (both languages: Thai at `/`, English under `/en`). */
export type AccountLinks = {
  verifyEmail(locale: Locale, token: string, guid: string): string;
  resetPassword(locale: Locale, token: string, guid: string): string;
  forgotPassword(locale: Locale): string;
  login(locale: Locale): string;
  signInLink(locale: Locale, token: string, guid: string): string;
  /** The back office, where a customer who is also staff is sent (CustomerInfo.AdminRedirectUrl). */
  admin: string | null;
};

export const createAccountLinks = (
  storefrontUrl: string,
  adminUrl: string | null = null,
): AccountLinks => {
  const base = (locale: Locale) => `${storefrontUrl}${locale === 'en' ? '/en' : ''}`;
  const part = encodeURIComponent;
  return {
    verifyEmail: (locale, token, guid) =>
      `${base(locale)}/customer/verify-email/${part(token)}/${part(guid)}`,
    resetPassword: (locale, token, guid) =>
      `${base(locale)}/reset-password/${part(token)}/${part(guid)}`,
    forgotPassword: (locale) => `${base(locale)}/customer/forget-password`,
    login: (locale) => `${base(locale)}/login`,
    signInLink: (locale, token, guid) =>
      `${base(locale)}/customer/signin-link/${part(token)}/${part(guid)}`,
    admin: adminUrl,
  };
};

/** The job that delivers one account e-mail. */
export const ACCOUNT_MAIL_JOB = 'mail.account';

/**
 * Account e-mails as jobs (ADR 0010): `send` writes the e-mail into the job queue, inside the
 * transaction of the change that causes it when given one, so an e-mail goes out if and only if that
 * change committed, and survives a crash of this process. A worker renders and delivers it (outbox
 * files or SMTP), retrying with back-off when the mail server fails. `settled()` delivers what is
 * waiting now (tests, closing the app).
 */
export const createAccountMail = ({ jobs }: { jobs: JobQueue }) => ({
  send: (params: SendAccountEmail, tx?: DbOrTx): Promise<void> =>
    jobs.send(ACCOUNT_MAIL_JOB, params, tx ? { tx } : {}),
  settled: (): Promise<void> => jobs.drain([ACCOUNT_MAIL_JOB]),
});

/** The worker side: render and deliver; a failure is retried (up to 8 times, 30 s and longer apart). */
export const accountMailJob = (mailer: Mailer): JobDefinition => ({
  handler: (data, job) =>
    mailer.sendAccountEmail({ ...(data as SendAccountEmail), deliveryKey: job.id }),
  retryLimit: 8,
  retryDelaySeconds: 30,
});

export type AccountMail = ReturnType<typeof createAccountMail>;
