import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadProgress } from '../api/client';
import { errorLinesOf } from './UploadButton';

/**
 * An import sent as one upload that answers its report when the API is done (the back office's
 * ONIX import, the portal's bulk upload): the file going up (its progress from the upload
 * itself), then the API importing it, then the report or every line of what went wrong.
 */
export type ImportState<R> =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'importing' }
  | { phase: 'done'; report: R }
  | { phase: 'failed'; messages: string[] };

/** One import's state; `run` sends the file and answers the report (undefined when it failed). */
export const useImportUpload = <R,>() => {
  const translate = useTranslate();
  const [state, setState] = useState<ImportState<R>>({ phase: 'idle' });
  const run = async (
    send: (onProgress: (progress: UploadProgress) => void) => Promise<R>,
  ): Promise<R | undefined> => {
    setState({ phase: 'sending', percent: 0 });
    try {
      const report = await send(({ loaded, total }) => {
        const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;
        setState(percent >= 100 ? { phase: 'importing' } : { phase: 'sending', percent });
      });
      setState({ phase: 'done', report });
      return report;
    } catch (error) {
      setState({ phase: 'failed', messages: errorLinesOf(error, translate) });
      return undefined;
    }
  };
  const busy = state.phase === 'sending' || state.phase === 'importing';
  return { state, setState, run, busy };
};

/** A button that picks one file (`accept`: types and extensions). */
export const ChooseFileButton = ({
  label,
  accept,
  onFile,
  disabled = false,
  variant = 'contained',
}: {
  label: string;
  accept: readonly string[];
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
}) => {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant={variant}
      startIcon={<UploadFileIcon />}
      disabled={disabled}
    >
      {label}
      <input
        id={inputId}
        type="file"
        hidden
        disabled={disabled}
        accept={accept.join(',')}
        aria-label={label}
        onChange={onChange}
      />
    </Button>
  );
};

/** The upload's progress, the import's wait and what went wrong (`texts` are message keys). */
export const ImportProgress = ({
  state,
  texts,
}: {
  state: ImportState<unknown>;
  /** `uploading` names `%{percent}`. */
  texts: { uploading: string; importing: string };
}) => {
  const translate = useTranslate();
  if (state.phase === 'sending')
    return (
      <Box>
        <LinearProgress variant="determinate" value={state.percent} />
        <Typography variant="caption">
          {translate(texts.uploading, { percent: state.percent })}
        </Typography>
      </Box>
    );
  if (state.phase === 'importing')
    return (
      <Box>
        <LinearProgress />
        <Typography variant="caption">{translate(texts.importing)}</Typography>
      </Box>
    );
  if (state.phase === 'failed')
    return (
      <Alert severity="error" role="alert">
        {state.messages.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Alert>
    );
  return null;
};
