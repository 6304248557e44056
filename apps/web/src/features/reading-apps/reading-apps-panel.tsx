'use client';

import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { MAX_APP_PASSWORDS, type AppPassword } from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, callApi } from '@/lib/browser-api';
import { FormErrors } from '@/features/account/components/form-errors';
import { AccountLoading, LoadFailed } from '@/features/account/components/load-failed';
import { CopyField } from './copy-field';

/** The web server's own route of the library export (a zip of every watermarked file). */
const LIBRARY_EXPORT_PATH = '/library-export';
const MAX_NAME = 60;

type Connection = { OpdsUrl: string; UserName: string };
type PanelState =
  | { status: 'loading' }
  | { status: 'ready'; connection: Connection; passwords: AppPassword[] }
  | { status: 'failed'; messages: string[] };

const errorsOf = (error: unknown): string[] => (error instanceof ApiError ? error.ErrorList : []);

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * Reading apps (docs/opds.md): what OPDS is in plain words, the catalogue's address and user name
 * to copy, app passwords (created and shown once, listed with their last use, revoked after a
 * confirmation) and the library export.
 */
export function ReadingAppsPanel() {
  const t = useTranslations('readingApps');
  const [state, setState] = useState<PanelState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const howId = useId();
  const connectId = useId();
  const exportId = useId();

  useEffect(() => {
    const controller = new AbortController();
    callApi('appPasswords', { signal: controller.signal })
      .then((result) =>
        setState(
          result.Data === null
            ? { status: 'failed', messages: result.ErrorList }
            : {
                status: 'ready',
                connection: { OpdsUrl: result.Data.OpdsUrl, UserName: result.Data.UserName },
                passwords: result.Data.AppPasswords,
              },
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', messages: errorsOf(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const setPasswords = (update: (passwords: AppPassword[]) => AppPassword[]) =>
    setState((current) =>
      current.status === 'ready' ? { ...current, passwords: update(current.passwords) } : current,
    );

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby={howId} sx={{ display: 'grid', gap: 1 }}>
        <SectionTitle id={howId}>{t('howTitle')}</SectionTitle>
        <Typography>{t('howBody')}</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          <li>{t('steps.create')}</li>
          <li>{t('steps.add')}</li>
          <li>{t('steps.download')}</li>
        </Box>
        <Alert severity="info">{t('notYourPassword')}</Alert>
      </Box>

      {state.status === 'loading' ? <AccountLoading /> : null}
      {state.status === 'failed' ? <LoadFailed messages={state.messages} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          <Box component="section" aria-labelledby={connectId} sx={{ display: 'grid', gap: 1.5 }}>
            <SectionTitle id={connectId}>{t('connectTitle')}</SectionTitle>
            <CopyField label={t('address')} value={state.connection.OpdsUrl} testId="opds-url" />
            <CopyField
              label={t('userName')}
              value={state.connection.UserName}
              testId="opds-user-name"
            />
          </Box>
          <CreatePassword
            count={state.passwords.length}
            onCreated={(created) => setPasswords((passwords) => [created, ...passwords])}
          />
          <PasswordList
            passwords={state.passwords}
            onRevoked={(id) =>
              setPasswords((passwords) => passwords.filter((item) => item.Id !== id))
            }
          />
        </>
      ) : null}

      <Box component="section" aria-labelledby={exportId} sx={{ display: 'grid', gap: 1 }}>
        <SectionTitle id={exportId}>{t('exportTitle')}</SectionTitle>
        <Typography>{t('exportBody')}</Typography>
        <Box>
          <Button
            component="a"
            href={LIBRARY_EXPORT_PATH}
            download
            variant="outlined"
            startIcon={<CloudDownloadOutlinedIcon />}
          >
            {t('exportButton')}
          </Button>
        </Box>
        <Typography sx={{ fontSize: '0.85rem', color: 'tokens.sub-text2' }}>
          {t('exportNote')}
        </Typography>
      </Box>
    </Box>
  );
}

function CreatePassword({
  count,
  onCreated,
}: {
  count: number;
  onCreated: (created: AppPassword) => void;
}) {
  const t = useTranslations('readingApps');
  const titleId = useId();
  const [name, setName] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);

  const trimmed = name.trim();
  const nameError =
    trimmed === ''
      ? t('nameRequired')
      : trimmed.length > MAX_NAME
        ? t('nameTooLong', { max: MAX_NAME })
        : null;
  const visibleError = isSubmitted || name !== '' ? nameError : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError !== null || isSubmitting) return;
    setSubmitting(true);
    setServerErrors([]);
    try {
      const result = await callApi('createAppPassword', { body: { Data: { Name: trimmed } } });
      if (result.Data === null) {
        setServerErrors(result.ErrorList);
        return;
      }
      const { Password, ...created } = result.Data;
      setShown({ name: created.Name, password: Password });
      onCreated(created);
      setName('');
      setSubmitted(false);
    } catch (error) {
      setServerErrors(errorsOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <SectionTitle id={titleId}>{t('createTitle')}</SectionTitle>
      {shown ? (
        <Alert
          severity="success"
          icon={<KeyOutlinedIcon />}
          sx={{ '& .MuiAlert-message': { width: '100%' } }}
        >
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('createdTitle', { name: shown.name })}
            </Typography>
            <Typography>{t('createdBody')}</Typography>
            <CopyField
              label={t('passwordLabel')}
              value={shown.password}
              emphasis
              testId="new-app-password"
            />
            <Box>
              <Button variant="contained" onClick={() => setShown(null)}>
                {t('done')}
              </Button>
            </Box>
          </Box>
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        aria-label={t('createTitle')}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <FormErrors messages={serverErrors} />
        <TextField
          label={t('nameLabel')}
          name="appPasswordName"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={visibleError !== null}
          helperText={visibleError ?? t('nameHint')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME + 10, autoComplete: 'off' } }}
          required
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<KeyOutlinedIcon />}
            disabled={isSubmitting || count >= MAX_APP_PASSWORDS}
          >
            {isSubmitting ? t('creating') : t('create')}
          </Button>
          <Typography sx={{ fontSize: '0.85rem', color: 'tokens.sub-text2' }}>
            {t('limit', { max: MAX_APP_PASSWORDS })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

function PasswordList({
  passwords,
  onRevoked,
}: {
  passwords: AppPassword[];
  onRevoked: (id: number) => void;
}) {
  const t = useTranslations('readingApps');
  const format = useFormatter();
  const titleId = useId();
  const dialogTitleId = useId();
  const dialogBodyId = useId();
  const [confirming, setConfirming] = useState<AppPassword | null>(null);
  const [isRevoking, setRevoking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const date = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });

  const revoke = async () => {
    if (!confirming) return;
    setRevoking(true);
    setErrors([]);
    try {
      await callApi('revokeAppPassword', { body: { Data: { Id: confirming.Id } } });
      onRevoked(confirming.Id);
      setNotice(t('revoked', { name: confirming.Name }));
      setConfirming(null);
    } catch (error) {
      setErrors(errorsOf(error));
      setConfirming(null);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <SectionTitle id={titleId}>{t('listTitle')}</SectionTitle>
      <FormErrors messages={errors} />
      <Typography role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
        {notice}
      </Typography>
      {passwords.length === 0 ? (
        <Typography sx={{ color: 'tokens.sub-text2' }}>{t('listEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {passwords.map((item) => (
            <Box
              component="li"
              key={item.Id}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                p: 1.5,
                borderRadius: '12px',
                border: '1px solid',
                borderColor: 'tokens.divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {item.Name}
                </Typography>
                <Typography sx={{ fontSize: '0.85rem', color: 'tokens.sub-text2' }}>
                  {t('hint', { hint: item.Hint })} ·{' '}
                  {t('createdAt', { date: date(item.CreatedAt) })}
                </Typography>
                <Typography sx={{ fontSize: '0.85rem', color: 'tokens.sub-text2' }}>
                  {item.LastUsedAt
                    ? t('lastUsed', { date: date(item.LastUsedAt) })
                    : t('neverUsed')}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setConfirming(item)}
                aria-label={t('revokeLabel', { name: item.Name })}
              >
                {t('revoke')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby={dialogTitleId}
        aria-describedby={dialogBodyId}
      >
        <DialogTitle id={dialogTitleId}>
          {t('revokeTitle', { name: confirming?.Name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={dialogBodyId}>{t('revokeBody')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setConfirming(null)} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={isRevoking}
            onClick={() => void revoke()}
          >
            {t('confirmRevoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
