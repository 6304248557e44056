import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Address } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { formatAddressLines, formatTaxBranch, formatTaxId } from '../address-format';

/**
 * The contact lines, address lines and tax id of an address, in the reader's language (the API
 * names the places in it). Shared by the address book and the shipping-address choice.
 */
export function AddressDetails({ address }: { address: Address }) {
  const t = useTranslations('address.details');
  const tFormat = useTranslations('address.format');
  const lines = formatAddressLines(address, tFormat);
  const contact = [address.PhoneNumber, address.Email].filter(
    (value): value is string => value !== null && value !== '',
  );

  return (
    <Box sx={{ display: 'grid', gap: 0.25, color: 'tokens.sub-text', lineHeight: 1.7 }}>
      {address.Company ? (
        <Typography sx={{ color: 'inherit', fontWeight: 600 }}>{address.Company}</Typography>
      ) : null}
      <Typography sx={{ color: 'inherit' }}>{contact.join(' · ')}</Typography>
      <Box component="address" sx={{ fontStyle: 'normal', mt: 0.5 }}>
        {lines.map((line, index) => (
          <Typography key={`${index}:${line}`} sx={{ color: 'inherit' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {address.TaxId ? (
        <Typography sx={{ mt: 0.5, color: 'tokens.note-font', fontSize: '0.9rem' }}>
          {t('taxId', { taxId: formatTaxId(address.TaxId) })}
          {address.TaxBranch ? ` · ${formatTaxBranch(address.TaxBranch, tFormat)}` : null}
        </Typography>
      ) : null}
    </Box>
  );
}
