import type { ProductOverview } from '@nangsue/contracts';
import { VAT_RATES } from '@nangsue/contracts';

/** A line of a basket or an order as pricing sees it: its price with VAT included, in satang. */
export type PricedLine = { grossSatang: number; vatCategory: keyof typeof VAT_RATES };

export const vatRateOf = (category: keyof typeof VAT_RATES): number => VAT_RATES[category];

/**
 * The VAT inside a VAT-inclusive price: gross × rate / (100 + rate), rounded to the nearest satang
 * (halves up), per line (docs/buying.md). 107.00 baht at 7 % holds 7.00 baht of VAT.
 */
export const vatWithin = (grossSatang: number, ratePercent: number): number =>
  ratePercent === 0
    ? 0
    : Math.floor((grossSatang * ratePercent * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));

/** Totals of lines: gross (VAT included), VAT (the sum of each line's) and net. */
export const totalsOf = (
  lines: readonly PricedLine[],
): { grossSatang: number; vatSatang: number; netSatang: number } => {
  let grossSatang = 0;
  let vatSatang = 0;
  for (const line of lines) {
    grossSatang += line.grossSatang;
    vatSatang += vatWithin(line.grossSatang, vatRateOf(line.vatCategory));
  }
  return { grossSatang, vatSatang, netSatang: grossSatang - vatSatang };
};

const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });

/** `฿1,234.50` for satang, as notices quote prices. */
export const formatBaht = (satang: number): string => baht.format(satang / 100);

const discountPercent = (price: number, oldPrice: number | null): number =>
  oldPrice && oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;

/** A price as the API shows it (satang): the old price only when it is higher. */
export const toPrice = (
  priceSatang: number,
  oldPriceSatang: number | null,
): ProductOverview['ProductPrice'] => ({
  PriceValue: priceSatang,
  OldPriceValue: oldPriceSatang && oldPriceSatang > priceSatang ? oldPriceSatang : null,
  CurrencyCode: 'THB',
  DiscountPercent: discountPercent(priceSatang, oldPriceSatang),
});
