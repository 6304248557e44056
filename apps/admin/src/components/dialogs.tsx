import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  type ButtonProps,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';

/**
 * A change that needs a reason (kept in the audit log): the dialog asks for it, and, for what
 * cannot be undone, for `confirmText` typed again.
 */
export const ReasonDialog = ({
  open,
  title,
  help,
  helpArgs,
  submit,
  danger = false,
  confirmText,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  help: string;
  /** The values `help` names (`%{name}`). */
  helpArgs?: Record<string, unknown>;
  submit: string;
  danger?: boolean;
  /** Typed again to enable the button (the customer's e-mail before an erasure). */
  confirmText?: string;
  /** The call; true when it worked (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const ready =
    reason.trim().length >= 3 &&
    (confirmText === undefined || typed.trim().toLowerCase() === confirmText.toLowerCase());
  const close = () => {
    setReason('');
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Alert severity={danger ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {translate(help, helpArgs)}
        </Alert>
        <Stack spacing={2}>
          <TextField
            label={translate('nangsue.dialogs.reason')}
            helperText={translate('nangsue.dialogs.reason_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            autoFocus
          />
          {confirmText !== undefined ? (
            <TextField
              label={translate('nangsue.dialogs.confirm_text', { text: confirmText })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy || !ready}
          onClick={async () => {
            setBusy(true);
            const ok = await onSubmit(reason.trim());
            setBusy(false);
            if (ok) close();
          }}
        >
          {translate(submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * A button for a change that needs a reason: it opens the `ReasonDialog`, runs `call` with the
 * reason, says how it went (`done` when it worked) and then runs `onDone` (a refresh, mostly).
 */
export const ReasonButton = ({
  label,
  icon,
  color,
  variant,
  size,
  call,
  done,
  onDone,
  ...dialog
}: {
  label: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The call, given the reason. */
  call: (reason: string) => Promise<unknown>;
  done: string;
  onDone?: () => void;
} & Pick<
  Parameters<typeof ReasonDialog>[0],
  'title' | 'help' | 'helpArgs' | 'submit' | 'danger' | 'confirmText'
>) => {
  const translate = useTranslate();
  const run = useRunCall();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color={color}
        variant={variant}
        size={size}
        startIcon={icon}
        onClick={() => setOpen(true)}
      >
        {translate(label)}
      </Button>
      <ReasonDialog
        {...dialog}
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          const ok = await run(() => call(reason), done);
          if (ok) onDone?.();
          return ok;
        }}
      />
    </>
  );
};

/**
 * A button whose action is confirmed first (react-admin's Confirm); the dialog waits, loading,
 * while `onConfirm` runs, then closes.
 */
export const ConfirmButton = ({
  label,
  icon,
  color,
  variant,
  title,
  content,
  confirm,
  translateOptions,
  onConfirm,
}: {
  label: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  title: string;
  content: string;
  /** The confirming button's text (react-admin's "Confirm" when left out). */
  confirm?: string;
  /** The values `title` and `content` name. */
  translateOptions?: Record<string, unknown>;
  onConfirm: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button color={color} variant={variant} startIcon={icon} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={confirm}
        translateOptions={translateOptions}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * Runs a call and says how it went in a notification (`done` when it worked, if given); true when
 * it worked.
 */
export const useRunCall = () => {
  const notify = useNotify();
  return async (call: () => Promise<unknown>, done?: string, options = {}): Promise<boolean> => {
    try {
      await call();
      if (done) notify(done, { type: 'success', messageArgs: options });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return false;
    }
  };
};
