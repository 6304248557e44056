'use client';

import type { Address, Checkout } from '@nangsue/contracts';
import { REQUEST_TAX_INVOICE_FORM_KEY, SHIPPING_ADDRESS_FORM_KEY } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { addressPaths } from '@/features/address/address-paths';
import { Link, useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import styles from './checkout.module.css';

/** The line an address is known by in the choice: who the invoice is for, and its tax id. */
const labelOf = (address: Address) =>
  `${address.Company || `${address.FirstName} ${address.LastName}`} · ${address.TaxId}`;

/**
 * "Full tax invoice" (docs/buying.md §14): the buyer picks one of their addresses with a tax id,
 * and the order's invoice is made out to it (`saveshipping` with `request_tax_invoice`); without
 * it the order gets the abbreviated tax invoice. Render it with a key of the API's choice.
 */
export function TaxInvoiceOption({
  taxInvoice,
  addresses,
}: {
  taxInvoice: Checkout['TaxInvoice'];
  /** The customer's addresses that carry a tax id. */
  addresses: Address[];
}) {
  const t = useTranslations('checkout.taxInvoice');
  const router = useRouter();
  const hintId = useId();
  const selectId = useId();
  const [isSaving, setSaving] = useState(false);
  const [isRequested, setRequested] = useState(taxInvoice.Requested);
  const [addressId, setAddressId] = useState<number | null>(
    taxInvoice.Address?.TaxId ? taxInvoice.Address.Id : (addresses[0]?.Id ?? null),
  );

  const save = async (requested: boolean, chosen: number | null) => {
    if (chosen === null) return;
    setSaving(true);
    try {
      await callApi('saveShipping', {
        body: {
          FormValues: [
            { Key: SHIPPING_ADDRESS_FORM_KEY, Value: String(chosen) },
            { Key: REQUEST_TAX_INVOICE_FORM_KEY, Value: String(requested) },
          ],
        },
      });
      router.refresh();
    } catch (error) {
      setRequested(taxInvoice.Requested);
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.coins} data-testid="tax-invoice">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={isRequested}
          disabled={isSaving || addresses.length === 0}
          aria-describedby={hintId}
          aria-busy={isSaving}
          onChange={(event) => {
            setRequested(event.target.checked);
            void save(event.target.checked, addressId);
          }}
        />
        <span>{t('request')}</span>
      </label>
      {addresses.length === 0 ? (
        <p id={hintId} className={styles.muted}>
          {t('noAddress')} <Link href={addressPaths.add}>{t('addAddress')}</Link>
        </p>
      ) : (
        <>
          <p id={hintId} className={styles.muted}>
            {isRequested ? t('madeOutTo') : t('abbreviated')}
          </p>
          {isRequested ? (
            <p>
              <label htmlFor={selectId} className={styles.muted}>
                {t('address')}
              </label>{' '}
              <select
                id={selectId}
                value={addressId ?? undefined}
                disabled={isSaving}
                onChange={(event) => {
                  const chosen = Number(event.target.value);
                  setAddressId(chosen);
                  void save(true, chosen);
                }}
              >
                {addresses.map((address) => (
                  <option key={address.Id} value={address.Id}>
                    {labelOf(address)}
                  </option>
                ))}
              </select>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
