import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { UploadProgress } from '../api/client';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'checking' }
  | { phase: 'failed'; messages: string[] }
  /** Stored, with what the checks warn about (a Thai EPUB without language or font). */
  | { phase: 'warned'; messages: string[] };

/** Every line of a failed call's ErrorList (a refused file's findings), else its message. */
export const errorLinesOf = (error: unknown, translate: (key: string) => string): string[] => {
  const body = error instanceof HttpError ? (error.body as { ErrorList?: unknown } | null) : null;
  const list = Array.isArray(body?.ErrorList)
    ? body.ErrorList.filter((line): line is string => typeof line === 'string' && line !== '')
    : [];
  if (list.length > 0) return list;
  return [translate(error instanceof Error ? error.message : 'ra.notification.http_error')];
};

/** The message keys an upload button shows (`uploading` names `%{percent}`). */
export type UploadTexts = { uploading: string; checking: string; uploaded: string };

/**
 * One upload button: a file chosen is sent by `send` (an `upload` route of the back office or the
 * portal) with its progress shown; the API's messages (every line of a failed check) or the
 * warnings `send` answers are listed under it. Used by the catalog's files and the portal's titles.
 */
export const FileUploadButton = ({
  send,
  accept,
  label,
  texts,
  onDone,
  disabled = false,
}: {
  /** Sends the file; answers what the checks warn about (nothing: none). */
  send: (
    file: File,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<readonly string[] | void>;
  accept: readonly string[];
  label: string;
  texts: UploadTexts;
  onDone?: () => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const busy = state.phase === 'sending' || state.phase === 'checking';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Some systems give an .epub no type: the button says what it takes.
    const typed =
      accept.length === 1 && (file.type === '' || file.type === 'application/octet-stream')
        ? new File([file], file.name, { type: accept[0] })
        : file;
    setState({ phase: 'sending', percent: 0 });
    try {
      const warnings = await send(typed, ({ loaded, total }) => {
        const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;
        setState(percent >= 100 ? { phase: 'checking' } : { phase: 'sending', percent });
      });
      setState(
        warnings && warnings.length > 0
          ? { phase: 'warned', messages: [...warnings] }
          : { phase: 'idle' },
      );
      notify(texts.uploaded, { type: 'success' });
      onDone?.();
    } catch (error) {
      setState({ phase: 'failed', messages: errorLinesOf(error, translate) });
    }
  };

  return (
    <Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy || disabled}
      >
        {label}
        <input
          id={inputId}
          type="file"
          hidden
          disabled={busy || disabled}
          accept={accept.join(',')}
          aria-label={label}
          onChange={(event) => void onChange(event)}
        />
      </Button>
      {state.phase === 'sending' ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={state.percent} />
          <Typography variant="caption">
            {translate(texts.uploading, { percent: state.percent })}
          </Typography>
        </Box>
      ) : null}
      {state.phase === 'checking' ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress />
          <Typography variant="caption">{translate(texts.checking)}</Typography>
        </Box>
      ) : null}
      {state.phase === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {state.messages.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      {state.phase === 'warned' ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="upload-warnings">
          {state.messages.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
};
