import type { Locale, ProductOverview } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { CoinService } from '../coins/coins.service.js';
import { createCheckoutService } from '../checkout/checkout.service.js';
import type { CouponPort } from '../checkout/coupon-port.js';
import { createDemoGatewayService } from '../demo-gateway/demo-gateway.service.js';
import { createOrderLedger, type GiftCodes } from '../orders/order-ledger.js';
import { createOrderPresenter } from '../orders/orders.mapper.js';
import { createOrdersService } from '../orders/orders.service.js';
import { createReceiptIssuer } from '../orders/receipts.js';
import { createPaymentsService } from './payments.service.js';
import { createDemoGateway } from './providers/demo.js';
import { createOmiseGateway } from './providers/omise.js';
import { createPgwGateway } from './providers/pgw.js';
import type { GatewayName, PaymentGateway } from './providers/provider.js';

/** Whether the demo gateway runs: on by default outside production (docs/buying.md §8). */
export const demoGatewayOn = (env: Env): boolean =>
  (env.DEMO_GATEWAY ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

/**
 * Buying's services, built together because they lean on each other: the configured gateways
 * (demo, Omise, 2C2P), the order ledger, payments, checkout and orders, and the demo gateway
 * itself when it is on.
 */
export const createPaymentSystem = ({
  db,
  env,
  jobs,
  catalog,
  coins,
  coupons,
  gifts,
  addresses,
  selfUrl,
  clock = systemClock,
}: {
  db: Database;
  env: Env;
  jobs: JobQueue;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  coins: CoinService;
  coupons: CouponPort;
  gifts: GiftCodes;
  addresses: Parameters<typeof createCheckoutService>[0]['addresses'];
  selfUrl: () => string | undefined;
  clock?: Clock;
}) => {
  const demoGateway = createDemoGatewayService({
    db,
    jobs,
    storefrontUrl: env.STOREFRONT_URL,
    settleSeconds: env.DEMO_GATEWAY_SETTLE_SECONDS,
    configuredSecrets: {
      ...(env.DEMO_GATEWAY_SECRET_KEY ? { secretKey: env.DEMO_GATEWAY_SECRET_KEY } : {}),
      ...(env.DEMO_GATEWAY_WEBHOOK_SECRET
        ? { webhookSecret: env.DEMO_GATEWAY_WEBHOOK_SECRET }
        : {}),
    },
    clock,
  });

  const gateways = new Map<GatewayName, PaymentGateway>();
  if (demoGatewayOn(env))
    gateways.set(
      'demo',
      createDemoGateway({
        baseUrl: () => env.DEMO_GATEWAY_URL ?? selfUrl(),
        secrets: () => demoGateway.secrets(),
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );
  if (env.OMISE_PUBLIC_KEY && env.OMISE_SECRET_KEY && env.OMISE_WEBHOOK_SECRET)
    gateways.set(
      'omise',
      createOmiseGateway({
        publicKey: env.OMISE_PUBLIC_KEY,
        secretKey: env.OMISE_SECRET_KEY,
        webhookSecret: env.OMISE_WEBHOOK_SECRET,
        apiUrl: env.OMISE_API_URL,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );
  if (env.PGW_MERCHANT_ID && env.PGW_SECRET_KEY)
    gateways.set(
      'pgw',
      createPgwGateway({
        merchantId: env.PGW_MERCHANT_ID,
        secretKey: env.PGW_SECRET_KEY,
        apiUrl: env.PGW_API_URL,
        agentChannels123: env.PGW_123_AGENT_CHANNELS,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );

  const presenter = createOrderPresenter({
    receiptUrl: (number) => `/receipts/${encodeURIComponent(number)}`,
  });
  const ledger = createOrderLedger({
    coins,
    coupons,
    gifts,
    reward: { percent: env.COIN_REWARD_PERCENT, validDays: env.COIN_REWARD_VALID_DAYS },
    jobs,
    clock,
    receipts: createReceiptIssuer({
      seller: {
        nameTh: env.SELLER_NAME_TH,
        nameEn: env.SELLER_NAME_EN,
        taxId: env.SELLER_TAX_ID,
        branch: env.SELLER_BRANCH,
        addressTh: env.SELLER_ADDRESS_TH,
        addressEn: env.SELLER_ADDRESS_EN,
      },
    }),
  });
  const payments = createPaymentsService({
    db,
    gateways,
    ledger,
    jobs,
    clock,
    storefrontUrl: env.STOREFRONT_URL,
    apiPublicUrl: () => env.API_PUBLIC_URL ?? selfUrl(),
  });
  const windows = {
    windowMinutes: env.PAYMENT_WINDOW_MINUTES,
    counterWindowHours: env.COUNTER_WINDOW_HOURS,
  };
  return {
    /** The storefront's address, for the links of order e-mails. */
    storefrontUrl: env.STOREFRONT_URL,
    demoGateway,
    payments,
    checkout: createCheckoutService({
      db,
      catalog,
      addresses,
      coins,
      coupons,
      payments,
      ledger,
      presenter,
      clock,
      settings: {
        ...windows,
        minPaymentSatang: env.PAYMENT_MIN_SATANG,
        orderIntervalSeconds: env.ORDER_INTERVAL_SECONDS,
      },
    }),
    orders: createOrdersService({ db, catalog, payments, ledger, presenter, clock, windows }),
  };
};
