import type { Locale } from '@nangsue/contracts';
import type { Mailer, SendAccountEmail } from '../../lib/mail/mail.types.js';

type MailLog = { error(details: object, message: string): void };

/** Storefront pages the account e-mails link to (both languages: Thai at `/`, English under `/en`). */
export type AccountLinks = {
  verifyEmail(locale: Locale, token: string, guid: string): string;
  resetPassword(locale: Locale, token: string, guid: string): string;
  forgotPassword(locale: Locale): string;
  login(locale: Locale): string;
};

export const createAccountLinks = (storefrontUrl: string): AccountLinks => {
  const base = (locale: Locale) => `${storefrontUrl}${locale === 'en' ? '/en' : ''}`;
  const part = encodeURIComponent;
  return {
    verifyEmail: (locale, token, guid) =>
      `${base(locale)}/customer/verify-email/${part(token)}/${part(guid)}`,
    resetPassword: (locale, token, guid) =>
      `${base(locale)}/reset-password/${part(token)}/${part(guid)}`,
    forgotPassword: (locale) => `${base(locale)}/customer/forget-password`,
    login: (locale) => `${base(locale)}/login`,
  };
};

/**
 * Sends account e-mails off the request path: `send` returns at once and a failed delivery is only
 * logged, so a response takes the same time whether an e-mail went out or not (no enumeration by
 * timing) and a slow mail server never holds a request. `settled()` waits for what is in flight
 * (closing the app, tests).
 */
export const createAccountMail = ({ mailer, log }: { mailer: Mailer; log: MailLog }) => {
  const inFlight = new Set<Promise<void>>();

  return {
    send(params: SendAccountEmail): void {
      // setImmediate: even rendering waits until the response has been written.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.sendAccountEmail(params))
        .catch((error: unknown) => {
          log.error({ err: error, template: params.email.template }, 'account e-mail not sent');
        })
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },

    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
};

export type AccountMail = ReturnType<typeof createAccountMail>;
