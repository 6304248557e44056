import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import LocationOnRoundedIcon from '@mui/icons-material/LocationOnRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Address } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/router-links';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { fullNameOf } from '../address-format';
import { addressPaths } from '../address-paths';
import { AddressDetails } from './address-details';
import { DeleteAddressButton } from './delete-address-button';

function AddressCard({ address }: { address: Address }) {
  const t = useTranslations('address.book');
  const headingId = useId();
  const name = fullNameOf(address);

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: '16px',
        bgcolor: 'tokens.bg-lv1',
        border: '1px solid',
        borderColor: address.IsShippingAddress ? 'primary.main' : 'tokens.divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 'auto' }}
        >
          {name}
        </Typography>
        {address.IsShippingAddress ? (
          <Chip
            size="small"
            color="primary"
            icon={<LocalShippingRoundedIcon />}
            label={t('shippingBadge')}
          />
        ) : null}
      </Box>
      <AddressDetails address={address} />
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', pt: 0.5, flexWrap: 'wrap' }}>
        <ButtonLink
          href={addressPaths.edit(address.Id)}
          startIcon={<EditRoundedIcon />}
          aria-label={t('editLabel', { name })}
        >
          {t('edit')}
        </ButtonLink>
        <DeleteAddressButton addressId={address.Id} name={name} />
      </Box>
    </Box>
  );
}

type AddressBookProps = { addresses: readonly Address[] };

/** The customer's addresses as cards, the shipping address marked, each with edit and delete. */
export function AddressBook({ addresses }: AddressBookProps) {
  const t = useTranslations('address.book');

  if (addresses.length === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        body={t('emptyBody')}
        icon={<LocationOnRoundedIcon />}
        action={{ href: addressPaths.add, label: t('add') }}
      />
    );
  }

  return (
    <Box
      component="ul"
      aria-label={t('listLabel')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {addresses.map((address) => (
        <Box component="li" key={address.Id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
          <AddressCard address={address} />
        </Box>
      ))}
    </Box>
  );
}
