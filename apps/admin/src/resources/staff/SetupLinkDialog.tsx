import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A one-time set-up link, shown once (the API keeps only its hash): the new staff member opens
 * it to choose a password and enrol an authenticator within 24 hours.
 */
export const SetupLinkDialog = ({
  url,
  email,
  onClose,
}: {
  url: string | null;
  email: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url ?? '');
    setCopied(true);
  };
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('nangsue.staff.setup_link.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('nangsue.staff.setup_link.help', { email })}
        </Alert>
        <TextField
          value={url ?? ''}
          label={translate('nangsue.staff.setup_link.label')}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'setup-link' } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(copied ? 'nangsue.staff.setup_link.copied' : 'nangsue.staff.setup_link.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
