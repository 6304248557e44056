'use client';

import { LOGIN_DIALOG_WIDTH } from '@nangsue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { getPathname } from '@/i18n/navigation';
import { useSessionStore } from '@/stores/session-store';

/**
 * The login-required dialog (spec §2): 300 wide, closed only by its OK button, which goes to the
 * login route of the current language by a full page load. The API client opens it on a 401,
 * after remembering the page.
 */
export function LoginRequiredDialog() {
  const t = useTranslations('common');
  const locale = useLocale();
  const isOpen = useSessionStore((state) => state.isLoginDialogOpen);
  const closeLoginDialog = useSessionStore((state) => state.closeLoginDialog);
  const titleId = useId();
  const bodyId = useId();

  const goToLogin = () => {
    closeLoginDialog();
    window.location.assign(getPathname({ href: '/login', locale }));
  };

  return (
    <Dialog
      open={isOpen}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{
        paper: { sx: { width: LOGIN_DIALOG_WIDTH, maxWidth: 'calc(100vw - 32px)', m: 2 } },
      }}
    >
      <DialogTitle id={titleId}>{t('warning')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('pleaseLogin')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={goToLogin} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
