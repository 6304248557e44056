import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { ONIX_UPLOAD_TYPES, type AdminOnixReport } from '@nangsue/contracts/admin';
import { useState, type ChangeEvent } from 'react';
import { HttpError, Title, useRequireAccess, useTranslate } from 'react-admin';
import { uploadAdmin } from '../../api/client';

type State =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'importing' }
  | { phase: 'done'; report: AdminOnixReport }
  | { phase: 'failed'; messages: string[] };

/**
 * ONIX upload in the browser (issue 24): the file streams to the API (progress from the upload
 * itself), which imports it as `npm run catalog:import` does and answers the import's report.
 */
export const OnixImportPage = () => {
  const translate = useTranslate();
  const { isPending } = useRequireAccess({ resource: 'catalog.write', action: 'access' });
  const [state, setState] = useState<State>({ phase: 'idle' });
  if (isPending) return null;
  const busy = state.phase === 'sending' || state.phase === 'importing';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const typed =
      file.type === 'application/xml' || file.type === 'text/xml'
        ? file
        : new File([file], file.name, { type: 'application/xml' });
    setState({ phase: 'sending', percent: 0 });
    try {
      const report = await uploadAdmin('adminOnixImport', {}, typed, ({ loaded, total }) => {
        const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;
        setState(percent >= 100 ? { phase: 'importing' } : { phase: 'sending', percent });
      });
      setState({ phase: 'done', report });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { ErrorList?: unknown }) : null;
      const list = Array.isArray(body?.ErrorList)
        ? body.ErrorList.filter((line): line is string => typeof line === 'string')
        : [];
      setState({
        phase: 'failed',
        messages:
          list.length > 0
            ? list
            : [translate(error instanceof Error ? error.message : 'ra.notification.http_error')],
      });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('nangsue.catalog.onix.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('nangsue.catalog.onix.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('nangsue.catalog.onix.intro')}
            </Typography>
            <Box>
              <Button
                component="label"
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={busy}
              >
                {translate('nangsue.catalog.onix.choose')}
                <input
                  type="file"
                  hidden
                  accept={[...ONIX_UPLOAD_TYPES, '.xml', '.onix'].join(',')}
                  aria-label={translate('nangsue.catalog.onix.choose')}
                  onChange={(event) => void onChange(event)}
                />
              </Button>
            </Box>
            {state.phase === 'sending' ? (
              <Box>
                <LinearProgress variant="determinate" value={state.percent} />
                <Typography variant="caption">
                  {translate('nangsue.catalog.files.uploading', { percent: state.percent })}
                </Typography>
              </Box>
            ) : null}
            {state.phase === 'importing' ? (
              <Box>
                <LinearProgress />
                <Typography variant="caption">
                  {translate('nangsue.catalog.onix.importing')}
                </Typography>
              </Box>
            ) : null}
            {state.phase === 'failed' ? (
              <Alert severity="error" role="alert">
                {state.messages.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            ) : null}
            {state.phase === 'done' ? (
              <Box data-testid="onix-report">
                <Typography variant="h6">{translate('nangsue.catalog.onix.report')}</Typography>
                <Alert severity={state.report.Skipped > 0 ? 'warning' : 'success'}>
                  {[
                    translate('nangsue.catalog.onix.created', { count: state.report.Created }),
                    translate('nangsue.catalog.onix.updated', { count: state.report.Updated }),
                    translate('nangsue.catalog.onix.skipped', { count: state.report.Skipped }),
                  ].join(' · ')}
                </Alert>
                {state.report.Problems.length > 0 ? (
                  <>
                    <Typography variant="subtitle2" sx={{ mt: 2 }}>
                      {translate('nangsue.catalog.onix.problems')}
                    </Typography>
                    <List dense>
                      {state.report.Problems.map((problem) => (
                        <ListItem key={problem}>
                          <ListItemText primary={problem} />
                        </ListItem>
                      ))}
                    </List>
                  </>
                ) : null}
              </Box>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
