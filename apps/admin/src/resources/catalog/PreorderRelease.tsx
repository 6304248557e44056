import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';

/**
 * Pre-orders (docs/buying.md "Pre-orders"): runs the release now, as the job does every minute.
 * Every pre-order whose book's release time has come joins its buyer's bookshelf, once.
 */
export const PreorderReleaseButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isBusy, setBusy] = useState(false);
  const release = async () => {
    setBusy(true);
    try {
      const result = await callAdmin('adminPreordersRelease');
      notify('nangsue.catalog.preorders.released', {
        type: 'success',
        messageArgs: { count: result.Delivered },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={isBusy}
      onClick={() => void release()}
      sx={{ alignSelf: 'flex-start', mb: 2 }}
      data-testid="preorder-release"
    >
      {translate('nangsue.catalog.preorders.release_now')}
    </Button>
  );
};
