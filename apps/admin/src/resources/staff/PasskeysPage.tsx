import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { PASSKEY_NAME_MAX_LENGTH, type StaffPasskey } from '@nangsue/contracts/admin';
import { forwardRef, useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { callAdmin } from '../../api/client';
import { canUsePasskeys, createPasskey } from '../../auth/passkeys';
import { useDateTime } from '../../lib/format';

/** The address of the page (the user menu's "My passkeys" opens it). */
export const PASSKEYS_PATH = '/passkeys';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/** "My passkeys" in the user menu: every signed-in staff member manages their own. */
export const PasskeysMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to={PASSKEYS_PATH}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('nangsue.passkeys.menu')}</ListItemText>
    </MenuItem>
  );
});
PasskeysMenuItem.displayName = 'PasskeysMenuItem';

/**
 * Removing a passkey asks again who is there: the password, or a fresh authenticator code
 * (docs/back-office.md "Passkeys").
 */
const RemoveDialog = ({
  passkey,
  onClose,
  onRemoved,
}: {
  passkey: StaffPasskey | null;
  onClose: () => void;
  onRemoved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = proof === 'password' ? value.length > 0 : /^\d{6}$/.test(value.trim());

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };

  const remove = async () => {
    if (!passkey) return;
    setBusy(true);
    setError(null);
    try {
      await callAdmin('adminPasskeyRemove', {
        params: { id: passkey.Id },
        body: proof === 'password' ? { Password: value } : { TotpCode: value.trim() },
      });
      notify('nangsue.passkeys.removed', { type: 'success' });
      setValue('');
      onRemoved();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={passkey !== null} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>
        {translate('nangsue.passkeys.remove_title', { name: passkey?.Name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('nangsue.passkeys.remove_help')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={proof}
          onChange={(_event, next: 'password' | 'code' | null) => {
            if (next) {
              setProof(next);
              setValue('');
            }
          }}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="password">
            {translate('nangsue.passkeys.prove_with_password')}
          </ToggleButton>
          <ToggleButton value="code">{translate('nangsue.passkeys.prove_with_code')}</ToggleButton>
        </ToggleButtonGroup>
        {proof === 'password' ? (
          <TextField
            key="password"
            type="password"
            label={translate('nangsue.passkeys.password')}
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            label={translate('nangsue.passkeys.code')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
            autoFocus
          />
        )}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('nangsue.passkeys.cancel')}</Button>
        <Button color="error" variant="contained" disabled={!ready || busy} onClick={remove}>
          {translate('nangsue.passkeys.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The signed-in staff member's passkeys, the stronger second factor: add one (named, made by
 * the device after it verifies the person), see when each was last used, remove one.
 */
export const PasskeysPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dateTime = useDateTime();
  const [passkeys, setPasskeys] = useState<StaffPasskey[] | null>(null);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffPasskey | null>(null);
  const supported = canUsePasskeys();

  const reload = useCallback(() => {
    callAdmin('adminPasskeyList')
      .then((answer) => setPasskeys(answer.Items))
      .catch((error: unknown) => notify(messageOf(error), { type: 'error' }));
  }, [notify]);
  useEffect(reload, [reload]);

  const add = async () => {
    setAdding(true);
    try {
      const { Attempt, Options } = await callAdmin('adminPasskeyRegisterOptions');
      const credential = await createPasskey(Options);
      await callAdmin('adminPasskeyRegister', {
        body: { Attempt, Name: name.trim(), Credential: credential },
      });
      notify('nangsue.passkeys.added', { type: 'success' });
      setName('');
      reload();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Title title={translate('nangsue.passkeys.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('nangsue.passkeys.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('nangsue.passkeys.intro')}
          </Typography>

          {passkeys === null ? (
            <CircularProgress size={24} />
          ) : passkeys.length === 0 ? (
            <Typography sx={{ mb: 2 }}>{translate('nangsue.passkeys.empty')}</Typography>
          ) : (
            <List aria-label={translate('nangsue.passkeys.title')} sx={{ mb: 2 }}>
              {passkeys.map((passkey) => (
                <ListItem
                  key={passkey.Id}
                  divider
                  secondaryAction={
                    <Button color="error" onClick={() => setRemoving(passkey)}>
                      {translate('nangsue.passkeys.remove')}
                    </Button>
                  }
                >
                  <ListItemIcon>
                    <KeyIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <span>{passkey.Name}</span>
                        {passkey.BackedUp ? (
                          <Chip size="small" label={translate('nangsue.passkeys.synced')} />
                        ) : null}
                      </Stack>
                    }
                    secondary={`${translate('nangsue.passkeys.created_at')}: ${dateTime(
                      passkey.CreatedAt,
                    )} · ${translate('nangsue.passkeys.last_used_at')}: ${
                      passkey.LastUsedAt
                        ? dateTime(passkey.LastUsedAt)
                        : translate('nangsue.passkeys.never_used')
                    }`}
                  />
                </ListItem>
              ))}
            </List>
          )}

          {supported ? (
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
              onSubmit={(event) => {
                event.preventDefault();
                void add();
              }}
            >
              <TextField
                label={translate('nangsue.passkeys.name')}
                helperText={translate('nangsue.passkeys.name_help')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
                required
                sx={{ flexGrow: 1 }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={adding || name.trim() === ''}
                startIcon={adding ? <CircularProgress size={18} color="inherit" /> : <KeyIcon />}
                sx={{ mt: { sm: 1 } }}
              >
                {translate('nangsue.passkeys.add')}
              </Button>
            </Stack>
          ) : (
            <Alert severity="info">{translate('nangsue.passkeys.unsupported')}</Alert>
          )}
        </CardContent>
      </Card>
      <RemoveDialog
        passkey={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          reload();
        }}
      />
    </Box>
  );
};
