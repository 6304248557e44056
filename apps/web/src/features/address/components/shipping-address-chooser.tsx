'use client';

import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { Address } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { ButtonLink } from '@/components/ui/router-links';
import { useRouter } from '@/i18n/navigation';
import { fullNameOf } from '../address-format';
import { addressPaths } from '../address-paths';
import { errorMessagesOf } from './api-errors';
import { saveShippingAddress } from './shipping-api';

type ShippingAddressChooserProps = {
  addresses: readonly Address[];
  /** Details of each address, rendered on the server (keyed by id). */
  details: Readonly<Record<number, ReactNode>>;
  shippingAddressId: number | null;
};

/**
 * The shipping-address choice: one radio per address (details and an edit link beside it) and a
 * save button that sends `POST /v2/checkout/saveshipping`.
 */
export function ShippingAddressChooser({
  addresses,
  details,
  shippingAddressId,
}: ShippingAddressChooserProps) {
  const t = useTranslations('address.shipping');
  const tErrors = useTranslations('address.errors');
  const router = useRouter();
  const groupLabelId = useId();
  const radioName = useId();
  const [selectedId, setSelectedId] = useState<number | null>(
    shippingAddressId ?? addresses[0]?.Id ?? null,
  );
  const [isSaving, setIsSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selectedId === null || isSaving) return;
    setIsSaving(true);
    setErrors([]);
    try {
      await saveShippingAddress(selectedId);
      toast.success(t('saved'));
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, tErrors('network'));
      if (messages !== null) setErrors(messages);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={groupLabelId} sx={{ color: 'tokens.sub-text2' }}>
        {t('groupLabel')}
      </Typography>
      <Box role="radiogroup" aria-labelledby={groupLabelId} sx={{ display: 'grid', gap: 1.5 }}>
        {addresses.map((address) => {
          const radioId = `${radioName}-${address.Id}`;
          const name = fullNameOf(address);
          const isSelected = address.Id === selectedId;
          return (
            <Box
              key={address.Id}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: { xs: 1.5, md: 2 },
                borderRadius: '16px',
                bgcolor: 'tokens.bg-lv1',
                border: '1px solid',
                borderColor: isSelected ? 'primary.main' : 'tokens.divider',
              }}
            >
              <Radio
                id={radioId}
                name={radioName}
                value={String(address.Id)}
                checked={isSelected}
                onChange={() => setSelectedId(address.Id)}
                slotProps={{ input: { 'aria-describedby': `${radioId}-details` } }}
                sx={{ mt: -0.5 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  component="label"
                  htmlFor={radioId}
                  sx={{ display: 'block', fontWeight: 700, cursor: 'pointer', mb: 0.5 }}
                >
                  {name}
                  {address.IsShippingAddress ? (
                    <Typography
                      component="span"
                      sx={{ ml: 1, fontSize: '0.8rem', fontWeight: 600, color: 'primary.main' }}
                    >
                      {t('current')}
                    </Typography>
                  ) : null}
                </Typography>
                <Box id={`${radioId}-details`}>{details[address.Id]}</Box>
              </Box>
              <ButtonLink
                href={addressPaths.shippingEdit(address.Id)}
                size="small"
                startIcon={<EditRoundedIcon />}
                aria-label={t('editLabel', { name })}
                sx={{ flexShrink: 0 }}
              >
                {t('edit')}
              </ButtonLink>
            </Box>
          );
        })}
      </Box>
      {errors.length > 0 ? (
        <Alert severity="error" role="alert">
          {errors.join(' ')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSaving}
          disabled={selectedId === null}
        >
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
