import path from 'node:path';
import type { Env } from '../../env.js';
import { renderAccountEmail } from './mail-render.js';
import {
  createOutboxTransport,
  createSmtpTransport,
  type MailTransport,
} from './mail-transports.js';
import type { Mailer } from './mail.types.js';

export type MailerWithTransport = Mailer & {
  /** Which transport delivers: `outbox` files or `smtp`. */
  readonly transport: MailTransport['kind'];
  /** The outbox folder (also set when SMTP delivers, for the README's pointer). */
  readonly outboxDir: string;
  close(): Promise<void>;
};

/** The folder of the outbox transport: `DATA_DIR/outbox`. */
export const outboxDirOf = (env: Pick<Env, 'DATA_DIR'>): string =>
  path.join(env.DATA_DIR, 'outbox');

/** Builds the mailer from the settings: SMTP when SMTP_URL is set, else the outbox folder. */
export const createMailer = ({
  env,
}: {
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM'>;
}): MailerWithTransport => {
  const outboxDir = outboxDirOf(env);
  const delivery = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL)
    : createOutboxTransport(outboxDir);

  return {
    transport: delivery.kind,
    outboxDir,
    async sendAccountEmail({
      to,
      locale,
      name,
      email,
      replyTo,
      deliveryKey,
      headers,
      cc,
      attachments,
    }) {
      const rendered = renderAccountEmail({ locale, name, email, replyTo });
      await delivery.deliver({
        from: env.MAIL_FROM,
        to,
        ...rendered,
        ...(replyTo ? { replyTo } : {}),
        ...(deliveryKey ? { deliveryKey } : {}),
        ...(headers ? { headers } : {}),
        ...(cc?.length ? { cc } : {}),
        ...(attachments?.length ? { attachments } : {}),
      });
    },
    close: () => delivery.close(),
  };
};
