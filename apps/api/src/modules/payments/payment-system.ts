import type { Env } from '../../env.js';
import type { DemoSecrets } from '../demo-gateway/demo-gateway.service.js';
import { createDemoGateway } from './providers/demo.js';
import { createOmiseGateway } from './providers/omise.js';
import { createPgwGateway } from './providers/pgw.js';
import type { GatewayName, PaymentGateway } from '../../lib/payment-gateway.js';

/** Whether the demo gateway runs: on by default outside production (docs/buying.md §8). */
export const demoGatewayOn = (env: Env): boolean =>
  (env.DEMO_GATEWAY ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

/**
 * The configured gateways (demo, Omise, 2C2P) by name; the demo gateway's adapter reads its
 * secrets from the demo gateway service. The services of buying are built in `services.ts`.
 */
export const createGateways = ({
  env,
  selfUrl,
  demoSecrets,
}: {
  env: Env;
  selfUrl: () => string | undefined;
  demoSecrets: () => DemoSecrets;
}): ReadonlyMap<GatewayName, PaymentGateway> => {
  const gateways = new Map<GatewayName, PaymentGateway>();
  if (demoGatewayOn(env))
    gateways.set(
      'demo',
      createDemoGateway({
        baseUrl: () => env.DEMO_GATEWAY_URL ?? selfUrl(),
        secrets: demoSecrets,
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

  return gateways;
};
