import {
  Alert,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { ONIX_UPLOAD_TYPES, type AdminOnixReport } from '@nangsue/contracts/admin';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { uploadAdmin } from '../../api/client';
import { ChooseFileButton, ImportProgress, useImportUpload } from '../../components/ImportUpload';

/**
 * ONIX upload in the browser (issue 24): the file streams to the API (progress from the upload
 * itself), which imports it as `npm run catalog:import` does and answers the import's report.
 */
export const OnixImportPage = () => {
  const translate = useTranslate();
  const { isPending } = useRequireAccess({ resource: 'catalog.write', action: 'access' });
  const { state, run, busy } = useImportUpload<AdminOnixReport>();
  if (isPending) return null;

  const onFile = async (file: File) => {
    const typed =
      file.type === 'application/xml' || file.type === 'text/xml'
        ? file
        : new File([file], file.name, { type: 'application/xml' });
    await run((onProgress) => uploadAdmin('adminOnixImport', {}, typed, onProgress));
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
              <ChooseFileButton
                label={translate('nangsue.catalog.onix.choose')}
                accept={[...ONIX_UPLOAD_TYPES, '.xml', '.onix']}
                disabled={busy}
                onFile={(file) => void onFile(file)}
              />
            </Box>
            <ImportProgress
              state={state}
              texts={{
                uploading: 'nangsue.catalog.files.uploading',
                importing: 'nangsue.catalog.onix.importing',
              }}
            />
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
