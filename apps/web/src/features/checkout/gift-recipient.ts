import type { GiftInput } from '@nangsue/contracts';

/** The limits of `GiftInputSchema` (packages/contracts/src/checkout.ts). */
export const GIFT_LIMITS = { name: 120, email: 254, message: 300 } as const;

export type GiftRecipient = { name: string; email: string; message: string };
export type GiftField = keyof GiftRecipient;

/** Why a field cannot be sent, as a message key of `checkout.gift.errors`. */
export type GiftError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'messageTooLong';

export const EMPTY_RECIPIENT: GiftRecipient = { name: '', email: '', message: '' };

/** One `@`, something before it, a dot in the domain, no spaces: what a person can correct. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Length as the API's schema counts it (UTF-16 units, as `maxLength` on a field does too). */
export const lengthOf = (text: string): number => text.length;

/** What is wrong with each field, in the order they are shown; empty when it can be sent. */
export const giftErrorsOf = (recipient: GiftRecipient): Partial<Record<GiftField, GiftError>> => {
  const name = recipient.name.trim();
  const email = recipient.email.trim();
  const errors: Partial<Record<GiftField, GiftError>> = {};
  if (name === '') errors.name = 'nameRequired';
  else if (lengthOf(name) > GIFT_LIMITS.name) errors.name = 'nameTooLong';
  if (email === '') errors.email = 'emailRequired';
  else if (email.length > GIFT_LIMITS.email) errors.email = 'emailTooLong';
  else if (!EMAIL_SHAPE.test(email)) errors.email = 'emailInvalid';
  if (lengthOf(recipient.message.trim()) > GIFT_LIMITS.message) errors.message = 'messageTooLong';
  return errors;
};

/** The confirm body's `Gift` for `productId` (trimmed; an empty message is left out). */
export const giftInputOf = (productId: number, recipient: GiftRecipient): GiftInput => {
  const message = recipient.message.trim();
  return {
    ProductId: productId,
    RecipientName: recipient.name.trim(),
    RecipientEmail: recipient.email.trim(),
    ...(message === '' ? {} : { Message: message }),
  };
};
