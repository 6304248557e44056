import type {
  GiftInput,
  MobileBank,
  NextAction,
  PaymentMethodCode,
  PaymentMethodInfo,
  PlacedOrder,
} from '@nangsue/contracts';
import { callApi } from '@/lib/browser-api';

/**
 * The browser's confirm and repay calls (docs/buying.md §17.3, §17.4), one per provider, each with
 * the `Idempotency-Key` of the press of "Pay" it belongs to.
 */

type DemoCode = 'demo_card' | 'demo_promptpay' | 'demo_counter';
type OmiseCode = 'omise_card' | 'omise_promptpay' | 'omise_mobile_banking';

const isDemo = (code: PaymentMethodCode): code is DemoCode => code.startsWith('demo_');
const isOmise = (code: PaymentMethodCode): code is OmiseCode => code.startsWith('omise_');

/** What a method needs besides its code: the bank of mobile banking, Omise.js's card token. */
export type MethodExtras = { Bank?: MobileBank; CardToken?: string };

const withExtras = (code: OmiseCode, extras: MethodExtras) => ({
  PaymentMethod: code,
  ...(code === 'omise_mobile_banking' && extras.Bank ? { Bank: extras.Bank } : {}),
  ...(code === 'omise_card' && extras.CardToken ? { CardToken: extras.CardToken } : {}),
});

const unsupported = (code: string): never => {
  throw new Error(`no call pays with ${code}`);
};

/** What is bought when it is not the basket (docs/buying.md §4.3): a coin pack, or a gift. */
export type PurchaseSource = { CoinPackId: number } | { Gift: GiftInput } | Record<string, never>;

/**
 * Places the order (`confirmorder*` named by the method's `ConfirmCall`), for the basket, a coin
 * pack (`CoinPackId`) or a gift (`Gift`), with the `CheckoutVersion` the reader saw.
 */
export const confirmOrder = async ({
  method,
  checkoutVersion,
  idempotencyKey,
  extras = {},
  purchase = {},
}: {
  method: Pick<PaymentMethodInfo, 'Code' | 'ConfirmCall'>;
  checkoutVersion: string;
  idempotencyKey: string;
  extras?: MethodExtras;
  purchase?: PurchaseSource;
}): Promise<PlacedOrder | null> => {
  const { Code: code } = method;
  const options = { idempotencyKey };
  const base = { CheckoutVersion: checkoutVersion, ...purchase };
  switch (method.ConfirmCall) {
    case 'confirmorderdemo':
      if (!isDemo(code)) return unsupported(code);
      return (
        await callApi('confirmOrderDemo', {
          body: { Data: { ...base, PaymentMethod: code } },
          ...options,
        })
      ).Data;
    case 'confirmorderomise':
      if (!isOmise(code)) return unsupported(code);
      return (
        await callApi('confirmOrderOmise', {
          body: { Data: { ...base, ...withExtras(code, extras) } },
          ...options,
        })
      ).Data;
    case 'confirmorderpgwpayment':
      return (
        await callApi('confirmOrderPgw', {
          body: { Data: { ...base, PaymentMethod: 'pgw_card' } },
          ...options,
        })
      ).Data;
    case 'confirmorder123payment':
      return (
        await callApi('confirmOrder123', {
          body: { Data: { ...base, PaymentMethod: 'pgw_123' } },
          ...options,
        })
      ).Data;
    case 'confirmordercoins':
      return (await callApi('confirmOrderCoins', { body: { Data: base }, ...options })).Data;
  }
};

/** A new payment attempt for an order awaiting payment (`change*payment`, by provider). */
export const changePayment = async ({
  orderId,
  code,
  idempotencyKey,
  extras = {},
}: {
  orderId: number;
  code: PaymentMethodCode;
  idempotencyKey: string;
  extras?: MethodExtras;
}): Promise<PlacedOrder | null> => {
  const options = { idempotencyKey };
  if (isDemo(code))
    return (
      await callApi('changeDemoPayment', {
        body: { Data: { OrderId: orderId, PaymentMethod: code } },
        ...options,
      })
    ).Data;
  if (isOmise(code))
    return (
      await callApi('changeOmisePayment', {
        body: { Data: { OrderId: orderId, ...withExtras(code, extras) } },
        ...options,
      })
    ).Data;
  if (code === 'pgw_card')
    return (
      await callApi('changePgwPayment', {
        body: { Data: { OrderId: orderId, PaymentMethod: code } },
        ...options,
      })
    ).Data;
  if (code === 'pgw_123')
    return (
      await callApi('change123Payment', {
        body: { Data: { OrderId: orderId, PaymentMethod: code } },
        ...options,
      })
    ).Data;
  return unsupported(code);
};

/**
 * A gateway address the browser may be sent to: a path of this store, or an absolute http(s)
 * address. The same answer on the server and in the browser (it reads no `window`), so a page that
 * renders the link hydrates as it was rendered (a server without `window` left the link out: React
 * error #418 on the counter slip's page).
 */
export const safeRedirectUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  // A path, but not `//host` or `/\host`, which browsers read as another host.
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

/** Whether the next step leaves the store for the gateway's page (3-D Secure, 2C2P, the demo). */
export const redirectOf = (next: NextAction | null | undefined): string | null =>
  next?.Action === 'redirect' ? safeRedirectUrl(next.RedirectUrl) : null;

/** The methods whose card is typed on the page and turned into a token by Omise.js first. */
export const needsCardForm = (code: PaymentMethodCode): boolean => code === 'omise_card';
