'use client';

import type { MobileBank, PaymentMethodInfo } from '@nangsue/contracts';
import { Lock } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { formatPrice } from '@/features/catalog/format';
import { ordersPaths } from '@/features/orders/orders-paths';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/browser-api';
import { useSessionStore } from '@/stores/session-store';
import { useSecondsLeft } from './countdown';
import { GiftForm } from './gift-form';
import {
  EMPTY_RECIPIENT,
  giftErrorsOf,
  giftInputOf,
  type GiftField,
  type GiftRecipient,
} from './gift-recipient';
import { OmiseCardForm } from './omise-card-form';
import {
  CardTokenError,
  EMPTY_CARD,
  cardErrorsOf,
  createCardToken,
  loadOmiseJs,
  type CardField,
  type CardFields,
} from './omise-card';
import { confirmOrder, needsCardForm, redirectOf, type PurchaseSource } from './payment-calls';
import { isAmbiguousFailure, usePayPress } from './use-pay-press';
import styles from './checkout.module.css';

type PayPanelProps = {
  methods: readonly PaymentMethodInfo[];
  checkoutVersion: string;
  amountDueValue: number;
  /** Why "Pay" cannot be pressed (a problem of the basket, a pending order), if it cannot. */
  blockedReason: string | null;
  /** Seconds to wait before another order may be placed (just after the last one), else 0. */
  waitSeconds: number;
  /** What is bought (docs/buying.md §4.3): the basket, a book as a gift, or a coin pack. */
  purchase: Purchase;
  /** Where Omise.js comes from, when the storefront is set up for Omise (`OMISE_JS_URL`). */
  omiseJsUrl: string | null;
};

export type Purchase =
  { kind: 'basket' } | { kind: 'gift'; productId: number } | { kind: 'coin_pack'; packId: number };

/** The only fields with errors to show: those left once, or all after "Pay". */
const shown = <K extends string, E>(
  errors: Partial<Record<K, E>>,
  touched: ReadonlySet<K> | 'all',
) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => touched === 'all' || touched.has(key as K)),
  ) as Partial<Record<K, E>>;

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

const firstUsable = (methods: readonly PaymentMethodInfo[]) =>
  methods.find((method) => method.Available && !needsCardForm(method.Code)) ??
  methods.find((method) => method.Available) ??
  null;

/**
 * The payment method and "Pay" (docs/buying.md §4.1, §7): the method's `confirmorder*` with the
 * checkout version the reader saw and an `Idempotency-Key` per press (the same one when a press is
 * tried again after no clear answer). A 409 means the basket or its prices changed: the summary
 * is read again with the API's message. Then the next step: the gateway's page, or this order's
 * payment page (QR, slip, waiting, paid).
 */
export function PayPanel({
  methods,
  checkoutVersion,
  amountDueValue,
  blockedReason,
  waitSeconds,
  purchase,
  omiseJsUrl,
}: PayPanelProps) {
  const t = useTranslations('checkout.pay');
  const format = useFormatter();
  const router = useRouter();
  const groupId = useId();
  const press = usePayPress();
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  const [code, setCode] = useState(() => firstUsable(methods)?.Code ?? null);
  const [bank, setBank] = useState<MobileBank | null>(null);
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The summary a press may be tried again for: another one (coins, a changed basket) is a new
  // request, whose press gets a new key.
  const [retryVersion, setRetryVersion] = useState<string | null>(null);
  const [recipient, setRecipient] = useState<GiftRecipient>(EMPTY_RECIPIENT);
  const [giftTouched, setGiftTouched] = useState<ReadonlySet<GiftField> | 'all'>(new Set());
  const giftFieldRef = useRef<HTMLInputElement>(null);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [cardTouched, setCardTouched] = useState<ReadonlySet<CardField> | 'all'>(new Set());
  // A card token is used once: kept only for trying the same press again.
  const cardToken = useRef<string | null>(null);
  const canRetry = retryVersion === checkoutVersion;
  // The methods follow the amount (coins covering it leave only coins): a choice no longer
  // offered falls back to the first usable one.
  const method =
    methods.find((candidate) => candidate.Code === code && candidate.Available) ??
    firstUsable(methods);

  const { settle } = press;
  useEffect(() => settle(), [checkoutVersion, settle]);

  // An order was placed seconds ago: "Pay" opens when the wait is over (the server renders it shut).
  // One second more than asked: the countdown moves on whole seconds and may end early by one.
  const [waitUntil] = useState(() => new Date(Date.now() + (waitSeconds + 1) * 1000).toISOString());
  const secondsLeft = useSecondsLeft(waitUntil);
  const waitLeft = waitSeconds > 0 ? (secondsLeft ?? waitSeconds) : 0;

  const needsBank = method?.Code === 'omise_mobile_banking' && bank === null;
  // A card typed here needs Omise.js (the storefront's setting) and the store's public key.
  const cardFormUrl =
    method !== null && needsCardForm(method.Code) && method.PublicKey ? omiseJsUrl : null;
  const isCardUnavailable = method !== null && needsCardForm(method.Code) && cardFormUrl === null;
  const isBlocked =
    blockedReason !== null || waitLeft > 0 || method === null || isCardUnavailable || needsBank;

  const giftErrors = purchase.kind === 'gift' ? giftErrorsOf(recipient) : {};
  const cardErrors = cardFormUrl !== null ? cardErrorsOf(card) : {};

  /** Another request (a new method, other details): its press gets a new key. */
  const forgetPress = () => {
    press.settle();
    cardToken.current = null;
    setRetryVersion(null);
  };

  const purchaseSource = (): PurchaseSource =>
    purchase.kind === 'gift'
      ? { Gift: giftInputOf(purchase.productId, recipient) }
      : purchase.kind === 'coin_pack'
        ? { CoinPackId: purchase.packId }
        : {};

  /** The card as a one-use token from Omise.js, or null after saying why it cannot be. */
  const tokenOfCard = async (publicKey: string, scriptUrl: string): Promise<string | null> => {
    if (cardToken.current !== null && canRetry) return cardToken.current;
    try {
      const omise = await loadOmiseJs(scriptUrl);
      cardToken.current = await createCardToken(omise, publicKey, card);
      return cardToken.current;
    } catch (caught) {
      setError(
        caught instanceof CardTokenError
          ? t('card.errors.token', { reason: caught.message })
          : t('card.loadFailed'),
      );
      return null;
    }
  };

  const pay = async () => {
    if (method === null || isBlocked) return;
    if (!isEmpty(giftErrors) || !isEmpty(cardErrors)) {
      setGiftTouched('all');
      setCardTouched('all');
      setError(!isEmpty(giftErrors) ? t('giftIncomplete') : null);
      if (!isEmpty(giftErrors)) giftFieldRef.current?.closest('fieldset')?.scrollIntoView();
      if (giftErrors.name) giftFieldRef.current?.focus();
      return;
    }
    setPaying(true);
    setError(null);
    try {
      let cardExtras = {};
      if (cardFormUrl !== null && method.PublicKey) {
        const token = await tokenOfCard(method.PublicKey, cardFormUrl);
        if (token === null) {
          setPaying(false);
          return;
        }
        cardExtras = { CardToken: token };
      }
      const placed = await confirmOrder({
        method,
        checkoutVersion,
        idempotencyKey: press.keyForPress(),
        extras: { ...(bank ? { Bank: bank } : {}), ...cardExtras },
        purchase: purchaseSource(),
      });
      press.settle();
      cardToken.current = null;
      if (placed === null) {
        setPaying(false);
        return;
      }
      // A basket checkout takes its books out of the basket.
      if (purchase.kind === 'basket') setBasketCount(0);
      const redirect = redirectOf(placed.Payment?.Next);
      if (redirect !== null) {
        window.location.assign(redirect);
        return;
      }
      router.replace(ordersPaths.payment(placed.OrderId));
    } catch (caught) {
      const isAmbiguous = isAmbiguousFailure(caught);
      if (!isAmbiguous) {
        press.settle();
        cardToken.current = null;
      }
      setRetryVersion(isAmbiguous ? checkoutVersion : null);
      setPaying(false);
      if (caught instanceof ApiError && caught.status === 409) {
        // The basket or its prices changed (or this order is already being placed): read again.
        setError(caught.ErrorList.join(' '));
        router.refresh();
        return;
      }
      if (isAmbiguous) setError(t('ambiguous'));
      else if (caught instanceof ApiError && caught.status !== 401)
        setError(caught.ErrorList.join(' '));
    }
  };

  return (
    <div className={styles.pay}>
      {purchase.kind === 'gift' ? (
        <GiftForm
          value={recipient}
          onChange={(value) => {
            forgetPress();
            setRecipient(value);
          }}
          errors={shown(giftErrors, giftTouched)}
          onBlur={(field) =>
            setGiftTouched((touched) =>
              touched === 'all' ? touched : new Set([...touched, field]),
            )
          }
          disabled={isPaying}
          firstFieldRef={giftFieldRef}
        />
      ) : null}
      <fieldset className={styles.methods}>
        <legend className={styles.sectionTitle}>{t('methodsTitle')}</legend>
        {methods.length === 0 ? <p className={styles.muted}>{t('noMethods')}</p> : null}
        {methods.map((candidate) => {
          const descriptionId = `${groupId}-${candidate.Code}`;
          return (
            <div key={candidate.Code} className={styles.methodBlock}>
              <label className={styles.method}>
                <input
                  type="radio"
                  name={`${groupId}-method`}
                  value={candidate.Code}
                  checked={method?.Code === candidate.Code}
                  disabled={!candidate.Available || isPaying}
                  aria-describedby={descriptionId}
                  onChange={() => {
                    // Another method is another request: its press gets a new key.
                    forgetPress();
                    setCode(candidate.Code);
                  }}
                />
                <span className={styles.methodName}>{candidate.Name}</span>
              </label>
              <p id={descriptionId} className={styles.methodDescription}>
                {candidate.Available
                  ? candidate.Description
                  : (candidate.UnavailableReason ?? t('unavailable'))}
              </p>
              {method?.Code === candidate.Code && cardFormUrl !== null ? (
                <OmiseCardForm
                  scriptUrl={cardFormUrl}
                  value={card}
                  onChange={(value) => {
                    forgetPress();
                    setCard(value);
                  }}
                  errors={shown(cardErrors, cardTouched)}
                  onBlur={(field) =>
                    setCardTouched((touched) =>
                      touched === 'all' ? touched : new Set([...touched, field]),
                    )
                  }
                  disabled={isPaying}
                />
              ) : null}
              {method?.Code === candidate.Code && isCardUnavailable ? (
                <p role="note" className={styles.blocked}>
                  {t('card.unavailable')}
                </p>
              ) : null}
              {method?.Code === candidate.Code && candidate.Banks.length > 0 ? (
                <fieldset className={styles.banks}>
                  <legend>{t('bank')}</legend>
                  {candidate.Banks.map((option) => (
                    <label key={option.Code} className={styles.method}>
                      <input
                        type="radio"
                        name={`${groupId}-bank`}
                        value={option.Code}
                        checked={bank === option.Code}
                        disabled={isPaying}
                        onChange={() => {
                          forgetPress();
                          setBank(option.Code);
                        }}
                      />
                      {option.Name}
                    </label>
                  ))}
                </fieldset>
              ) : null}
            </div>
          );
        })}
      </fieldset>

      {blockedReason ? <p className={styles.blocked}>{blockedReason}</p> : null}
      {waitLeft > 0 ? <p className={styles.blocked}>{t('wait', { seconds: waitLeft })}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<Lock size={20} aria-hidden="true" />}
        aria-busy={isPaying}
        disabled={isPaying || isBlocked}
        onClick={() => void pay()}
      >
        {isPaying
          ? t('paying')
          : canRetry
            ? t('retry')
            : amountDueValue === 0
              ? t('payWithCoins')
              : t('pay', { amount: formatPrice(format, amountDueValue) })}
      </Button>
      <p className={styles.muted}>
        {purchase.kind === 'gift'
          ? t('termsGift')
          : purchase.kind === 'coin_pack'
            ? t('termsCoinPack')
            : t('terms')}
      </p>
    </div>
  );
}
