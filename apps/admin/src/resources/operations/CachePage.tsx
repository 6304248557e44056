import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';
import { useDateTime } from '../../lib/format';
import { ReasonDialog, useRunCall } from '../../components/dialogs';

/**
 * The catalog's read cache emptied by staff (what `DELETE /v1/cache/clear-all` does), with a
 * reason for the audit log. Catalog changes refresh the storefront by themselves: this is for a
 * change made behind the store's back (a fix in the database).
 */
export const CachePage = () => {
  const { isPending } = useRequireAccess({ action: 'run', resource: 'operations.write' });
  const translate = useTranslate();
  const run = useRunCall();
  const date = useDateTime();
  const [open, setOpen] = useState(false);
  const [clearedAt, setClearedAt] = useState<string | null>(null);
  if (isPending) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('nangsue.operations.cache.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('nangsue.operations.cache.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('nangsue.operations.cache.help')}
        </Alert>
        <Button
          variant="contained"
          color="warning"
          startIcon={<CleaningServicesIcon />}
          onClick={() => setOpen(true)}
        >
          {translate('nangsue.operations.cache.clear')}
        </Button>
        {clearedAt ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="cache-cleared">
            {translate('nangsue.operations.cache.cleared', { at: date(clearedAt) })}
          </Alert>
        ) : null}
        <ReasonDialog
          open={open}
          title="nangsue.operations.cache.clear"
          help="nangsue.operations.cache.confirm"
          submit="nangsue.operations.cache.clear"
          onClose={() => setOpen(false)}
          onSubmit={(reason) =>
            run(async () => {
              const answer = await callAdmin('adminCacheClear', { body: { Reason: reason } });
              setClearedAt(answer.ClearedAt);
            }, 'nangsue.operations.cache.done')
          }
        />
      </CardContent>
    </Card>
  );
};
