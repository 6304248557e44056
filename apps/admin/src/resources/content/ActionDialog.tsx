import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/**
 * A button that opens a dialog asking for a text (a reason, a reply), then runs the call; the
 * page reads the record again afterwards. `minLength` 0 makes the text optional.
 */
type ActionDialogProps = {
  label: string;
  title: string;
  confirmText: string;
  fieldLabel: string;
  minLength: number;
  color?: 'primary' | 'error' | 'success' | 'warning';
  icon?: ReactNode;
  done: string;
  run: (text: string) => Promise<unknown>;
};

export const ActionDialog = ({
  label,
  title,
  confirmText,
  fieldLabel,
  minLength,
  color = 'primary',
  icon,
  done,
  run,
}: ActionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await run(text.trim());
      notify(done, { type: 'success' });
      setOpen(false);
      setText('');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color={color}
        variant="contained"
        startIcon={icon}
        onClick={() => setOpen(true)}
        sx={{ ml: 1 }}
      >
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(confirmText)}</DialogContentText>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={translate(fieldLabel)}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color={color}
            variant="contained"
            disabled={busy || text.trim().length < minLength}
            onClick={() => void submit()}
          >
            {translate(label)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** An action of a show page: its dialog, when it applies to the record, and its call. */
export type RecordAction<R extends Omit<RaRecord, 'id'>> = Omit<ActionDialogProps, 'run'> & {
  /** Whether the record allows it now (always, when left out). */
  when?: (record: R) => boolean;
  run: (record: R, text: string) => Promise<unknown>;
};

/** A show page's toolbar: a button and its dialog for each action the record allows now. */
export const RecordActions = <R extends Omit<RaRecord, 'id'>>({
  actions,
}: {
  actions: RecordAction<R>[];
}) => {
  const record = useRecordContext<R>();
  return (
    <TopToolbar>
      {record
        ? actions
            .filter(({ when }) => when?.(record) ?? true)
            .map(({ when: _when, run, ...action }) => (
              <ActionDialog key={action.label} {...action} run={(text) => run(record, text)} />
            ))
        : null}
    </TopToolbar>
  );
};
