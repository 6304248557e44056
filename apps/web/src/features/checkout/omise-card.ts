/**
 * The card of `omise_card` (docs/buying.md §9): typed on the payment page, checked here, and sent
 * by Omise.js straight to Omise's vault, which answers a one-use token (`CardToken`). The card
 * itself never reaches the store's servers: nothing here calls them.
 */

export type CardFields = { name: string; number: string; expiry: string; securityCode: string };
export type CardField = keyof CardFields;
/** Why a field cannot be sent, as a message key of `checkout.pay.card.errors`. */
export type CardError = 'name' | 'number' | 'expiry' | 'securityCode';

export const EMPTY_CARD: CardFields = { name: '', number: '', expiry: '', securityCode: '' };

/** What `Omise.createToken('card', …)` takes. */
export type OmiseCard = {
  name: string;
  number: string;
  expiration_month: number;
  expiration_year: number;
  security_code: string;
};

/** The part of Omise.js the page uses. */
export type OmiseJs = {
  setPublicKey: (key: string) => void;
  createToken: (
    kind: 'card',
    card: OmiseCard,
    callback: (statusCode: number, response: { id?: string; message?: string }) => void,
  ) => void;
};

const digitsOf = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn check every card number carries in its last digit. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** `MM/YY` (or `MM/YYYY`) as month and four-digit year, else null. */
export const expiryOf = (text: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** What is wrong with each field (a card expired before `now`'s month included). */
export const cardErrorsOf = (
  card: CardFields,
  now: Date = new Date(),
): Partial<Record<CardField, CardError>> => {
  const errors: Partial<Record<CardField, CardError>> = {};
  if (card.name.trim() === '') errors.name = 'name';
  const digits = digitsOf(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'number';
  const expiry = expiryOf(card.expiry);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry === null || expiry.year * 12 + (expiry.month - 1) < thisMonth)
    errors.expiry = 'expiry';
  if (!/^\d{3,4}$/.test(card.securityCode.trim())) errors.securityCode = 'securityCode';
  return errors;
};

/** The fields as Omise.js takes them (call after `cardErrorsOf` found nothing). */
export const omiseCardOf = (card: CardFields): OmiseCard => {
  const expiry = expiryOf(card.expiry) ?? { month: 0, year: 0 };
  return {
    name: card.name.trim(),
    number: digitsOf(card.number),
    expiration_month: expiry.month,
    expiration_year: expiry.year,
    security_code: card.securityCode.trim(),
  };
};

/** Omise refused the card (its message, in its words). */
export class CardTokenError extends Error {}

/** Turns the card into a one-use token with the store's public key. */
export const createCardToken = (
  omise: OmiseJs,
  publicKey: string,
  card: CardFields,
): Promise<string> =>
  new Promise((resolve, reject) => {
    omise.setPublicKey(publicKey);
    omise.createToken('card', omiseCardOf(card), (statusCode, response) => {
      if (statusCode === 200 && response.id) resolve(response.id);
      else reject(new CardTokenError(response.message ?? String(statusCode)));
    });
  });

const loading = new Map<string, Promise<OmiseJs>>();

/** How long Omise.js may take to arrive before the page says it could not be loaded. */
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Omise.js from `url` (the storefront's `OMISE_JS_URL`), added to the page once: every caller
 * waits for the same script. A script that fails to load is forgotten, so the next press tries
 * again.
 */
export const loadOmiseJs = (url: string): Promise<OmiseJs> => {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<OmiseJs>((resolve, reject) => {
    const current = (window as { Omise?: OmiseJs }).Omise;
    if (current) {
      resolve(current);
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('Omise.js timed out')), LOAD_TIMEOUT_MS);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(error);
    };
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const omise = (window as { Omise?: OmiseJs }).Omise;
      if (omise) resolve(omise);
      else fail(new Error('Omise.js loaded without Omise'));
    });
    script.addEventListener('error', () => fail(new Error('Omise.js failed to load')));
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
};
