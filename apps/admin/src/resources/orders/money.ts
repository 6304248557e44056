import { useLocaleState } from 'react-admin';

/** Satang as baht, `฿1,234.50`, in the staff member's language's grouping. */
export const formatBaht = (satang: number, locale: string): string =>
  (satang / 100).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
  });

/** `baht(12050)` → `฿120.50`, in the current language. */
export const useBaht = () => {
  const [locale] = useLocaleState();
  return (satang: number) => formatBaht(satang, locale);
};
