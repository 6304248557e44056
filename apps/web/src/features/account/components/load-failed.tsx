'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';

/** While account data loads. */
export function AccountLoading() {
  const t = useTranslations('account');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** Account data that could not be loaded: the API's messages and a retry. */
export function LoadFailed({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  const t = useTranslations('account');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {messages.length > 0 ? messages.join(' ') : t('errors.loadFailed')}
    </Alert>
  );
}
