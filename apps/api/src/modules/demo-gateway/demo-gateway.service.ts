import { createHmac, randomBytes } from 'node:crypto';
import type { DemoChargeView, DemoOutcome, Locale } from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type * as demoRepository from './demo-gateway.repository.js';
import type { DemoCharge } from './demo-gateway.repository.js';

/**
 * The built-in demo gateway (docs/buying.md §8): a small payment gateway of its own that behaves
 * like Omise (charges, a tester page, signed asynchronous notifications, re-reads), so a newcomer
 * can buy at once and the store's payment code runs exactly as it does with a real gateway.
 */
export const DEMO_JOBS = { notify: 'demoGateway.notify', settle: 'demoGateway.settle' } as const;

export const DEMO_SIGNATURE_HEADER = 'Demo-Signature';
export const DEMO_TIMESTAMP_HEADER = 'Demo-Signature-Timestamp';

export type DemoSecrets = { secretKey: string; webhookSecret: string };

export type DemoChargeJson = {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  method: string;
  status: DemoCharge['status'];
  paid: boolean;
  description: string;
  metadata: Record<string, string>;
  return_uri: string;
  authorize_uri: string;
  refunded_amount: number;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
};

export type CreateChargeInput = {
  amount: number;
  currency: string;
  method: 'card' | 'promptpay' | 'counter';
  description: string;
  metadata: Record<string, string>;
  return_uri: string;
  webhook_uri: string;
  expires_at: string;
  locale: Locale;
};

const chargeId = () => `dchg_${randomBytes(12).toString('hex')}`;
const eventId = () => `devt_${randomBytes(12).toString('hex')}`;

/** The signature the demo gateway puts on a notification (and its adapter checks). */
export const signDemoNotification = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const createDemoGatewayService = ({
  db,
  jobs,
  storefrontUrl,
  settleSeconds,
  configuredSecrets,
  clock = systemClock,
  withTransaction = createWithTransaction(db),
  repository,
  fetchImpl = fetch,
}: {
  db: Database;
  jobs: JobQueue;
  storefrontUrl: string;
  settleSeconds: number;
  configuredSecrets: Partial<DemoSecrets>;
  clock?: Clock;
  withTransaction?: WithTransaction;
  /** The demo gateway's repository; a unit test passes a substitute. */
  repository: Pick<
    typeof demoRepository,
    'addRefund' | 'ensureSecret' | 'findCharge' | 'insertCharge' | 'listCharges' | 'settlePending'
  >;
  fetchImpl?: typeof fetch;
}) => {
  let secrets: DemoSecrets | undefined;

  const toJson = (charge: DemoCharge): DemoChargeJson => {
    const locale = charge.metadata.locale === 'en' ? '/en' : '';
    return {
      object: 'charge',
      id: charge.id,
      amount: charge.amountSatang,
      currency: charge.currency.toLowerCase(),
      method: charge.method,
      status: charge.status,
      paid: charge.status === 'successful',
      description: charge.description,
      metadata: charge.metadata,
      return_uri: charge.returnUri,
      authorize_uri: `${storefrontUrl}${locale}/demo-gateway/pay/${charge.id}`,
      refunded_amount: charge.refundedSatang,
      created_at: charge.createdAt.toISOString(),
      expires_at: charge.expiresAt.toISOString(),
      paid_at: charge.paidAt?.toISOString() ?? null,
      failure_code: charge.status === 'failed' ? 'insufficient_fund' : null,
      failure_message: charge.status === 'failed' ? 'insufficient funds in the account' : null,
    };
  };

  const found = async (tx: DbOrTx, id: string): Promise<DemoCharge> => {
    const charge = await repository.findCharge(tx, id);
    if (!charge) throw new AppError('NOT_FOUND', { message: 'demoGateway.chargeNotFound' });
    return charge;
  };

  /** A charge past its expiry is expired when next looked at, with its notification. */
  const current = async (tx: DbOrTx, charge: DemoCharge): Promise<DemoCharge> => {
    if (charge.status !== 'pending' || charge.expiresAt > clock.now()) return charge;
    const expired = await repository.settlePending(tx, {
      id: charge.id,
      status: 'expired',
      at: clock.now(),
    });
    if (!expired) return (await repository.findCharge(tx, charge.id)) ?? charge;
    await jobs.send(DEMO_JOBS.notify, { chargeId: charge.id }, { tx });
    return expired;
  };

  /**
   * The charge as it stands: read without a transaction (one statement), expired in one when it
   * is pending past its expiry (issue 27 §3: a read costs one round trip, not three).
   */
  const read = async (id: string): Promise<DemoCharge> => {
    const charge = await found(db, id);
    if (charge.status !== 'pending' || charge.expiresAt > clock.now()) return charge;
    return withTransaction((tx) => current(tx, charge));
  };

  const settle = async (id: string, status: 'successful' | 'failed' | 'expired') => {
    const charge = await withTransaction(async (tx) => {
      const settled = await repository.settlePending(tx, { id, status, at: clock.now() });
      if (settled) await jobs.send(DEMO_JOBS.notify, { chargeId: id }, { tx });
      return settled ?? (await found(tx, id));
    });
    jobs.wake(DEMO_JOBS.notify);
    return charge;
  };

  /** Loads (or makes, at the first start) the keys every API process shares. */
  const loadSecrets = async (): Promise<DemoSecrets> => {
    if (secrets) return secrets;
    const secretKey =
      configuredSecrets.secretKey ??
      (await repository.ensureSecret(
        db,
        'demo_gateway_secret_key',
        `dskey_${randomBytes(24).toString('hex')}`,
      ));
    const webhookSecret =
      configuredSecrets.webhookSecret ??
      (await repository.ensureSecret(
        db,
        'demo_gateway_webhook_secret',
        randomBytes(32).toString('hex'),
      ));
    secrets = { secretKey, webhookSecret };
    return secrets;
  };

  return {
    loadSecrets,

    /** The keys, once loaded (at start). */
    secrets(): DemoSecrets {
      if (!secrets) throw new Error('the demo gateway keys are not loaded yet');
      return secrets;
    },

    // The gateway's API (what the store's demo adapter calls, authenticated by the secret key).
    async createCharge(input: CreateChargeInput): Promise<DemoChargeJson> {
      const charge = await repository.insertCharge(db, {
        id: chargeId(),
        amountSatang: input.amount,
        currency: input.currency.toUpperCase(),
        method: input.method,
        description: input.description,
        metadata: { ...input.metadata, locale: input.locale },
        returnUri: input.return_uri,
        webhookUri: input.webhook_uri,
        expiresAt: new Date(input.expires_at),
      });
      return toJson(charge);
    },

    async getCharge(id: string): Promise<DemoChargeJson> {
      return toJson(await read(id));
    },

    async listCharges(params: { from: Date; to: Date; offset: number; limit: number }) {
      const { rows, total } = await repository.listCharges(db, params);
      return {
        object: 'list' as const,
        data: rows.map(toJson),
        total,
        offset: params.offset,
        limit: params.limit,
      };
    },

    async expireCharge(id: string): Promise<DemoChargeJson> {
      return toJson(await settle(id, 'expired'));
    },

    async refund(id: string, amount: number) {
      const refunded = await repository.addRefund(db, { id, amountSatang: amount });
      if (!refunded) throw new AppError('UNPROCESSABLE', { message: 'demoGateway.cannotRefund' });
      return { object: 'refund', id: `drfn_${randomBytes(10).toString('hex')}`, amount };
    },

    // The tester page (what a payer does at the gateway).
    async view(id: string): Promise<DemoChargeView> {
      const charge = await read(id);
      return {
        Id: charge.id,
        AmountValue: charge.amountSatang,
        Currency: charge.currency,
        Method: charge.method as DemoChargeView['Method'],
        Status: charge.status,
        Description: charge.description,
        OrderNumber: charge.metadata.order_number ?? null,
        ExpiresAt: charge.expiresAt.toISOString(),
        ReturnUri: charge.returnUri,
      };
    },

    async pay(id: string, outcome: DemoOutcome) {
      const charge = await read(id);
      if (charge.status !== 'pending')
        throw new AppError('CONFLICT', { message: 'demoGateway.notPending' });
      if (outcome === 'pending_then_paid') {
        await jobs.send(
          DEMO_JOBS.settle,
          { chargeId: id },
          { startAfter: new Date(clock.now().getTime() + settleSeconds * 1000) },
        );
        return { Status: 'pending' as const, ReturnUri: charge.returnUri };
      }
      const settled = await settle(
        id,
        outcome === 'success' ? 'successful' : outcome === 'failure' ? 'failed' : 'expired',
      );
      return { Status: settled.status, ReturnUri: charge.returnUri };
    },

    /** Job: "pending, then paid later" comes true. */
    async settleLater(id: string): Promise<void> {
      await settle(id, 'successful');
    },

    /**
     * Job: tells the store about a charge, signed, like Omise's `charge.complete` event; a store
     * that does not answer 2xx is asked again (the job is retried with back-off).
     */
    async notify(id: string): Promise<void> {
      const charge = await repository.findCharge(db, id);
      if (!charge) return;
      const { webhookSecret } = await loadSecrets();
      const body = JSON.stringify({
        object: 'event',
        id: eventId(),
        key: 'charge.complete',
        created_at: clock.now().toISOString(),
        data: toJson(charge),
      });
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const response = await fetchImpl(charge.webhookUri, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [DEMO_SIGNATURE_HEADER]: signDemoNotification(webhookSecret, timestamp, body),
          [DEMO_TIMESTAMP_HEADER]: String(timestamp),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the store answered ${response.status} to a notification`);
    },
  };
};

export type DemoGatewayService = ReturnType<typeof createDemoGatewayService>;
