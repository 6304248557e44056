'use client';

import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { errorMessagesOf } from './api-errors';

type DeleteAddressButtonProps = {
  addressId: number;
  /** Who the address is for, named in the button and the question. */
  name: string;
};

/** Deletes an address after the customer confirms it in a dialog, then reloads the list. */
export function DeleteAddressButton({ addressId, name }: DeleteAddressButtonProps) {
  const t = useTranslations('address.delete');
  const tErrors = useTranslations('address.errors');
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const titleId = useId();
  const bodyId = useId();

  const close = () => {
    if (isDeleting) return;
    setIsOpen(false);
    setErrors([]);
  };

  const onConfirm = async () => {
    setIsDeleting(true);
    setErrors([]);
    try {
      await callApi('deleteAddress', { params: { id: addressId } });
      setIsOpen(false);
      toast.success(t('done'));
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, tErrors('network'));
      if (messages === null) setIsOpen(false);
      else setErrors(messages);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteOutlineRoundedIcon />}
        onClick={() => setIsOpen(true)}
        aria-label={t('buttonLabel', { name })}
      >
        {t('button')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100vw - 32px)', m: 2 } } }}
      >
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('question', { name })}</DialogContentText>
          {errors.length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.join(' ')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={isDeleting} color="inherit" autoFocus>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isDeleting} variant="contained" color="error">
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
