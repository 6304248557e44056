import type { Env } from '../../env.js';

/** Whether the demo gateway runs: on by default outside production (docs/buying.md §8). */
export const demoGatewayOn = (env: Env): boolean =>
  (env.DEMO_GATEWAY ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
