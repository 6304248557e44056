import { Alert, Box, Card, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { TitleFields } from './TitleFields';
import { TitleFiles } from './TitleFiles';
import { TitleHistory } from './TitleHistory';
import { TitlePrice } from './TitlePrice';
import { TitleActions, TitleReviewCard, type TitleRecord } from './TitleReview';
import { createBodyOf, updateBodyOf, wasApproved, type TitleFormValues } from './title-state';
import { useCanWriteTitles } from './use-can-write';

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The details form: in place before approval, kept for review after; locked while reviewed. */
const TitleDetails = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const canWrite = useCanWriteTitles();
  if (!record) return null;
  const editable = canWrite && record.CanEdit;
  return (
    <SimpleForm
      toolbar={editable ? <SaveOnlyToolbar /> : false}
      // A refresh after an upload or a price change keeps what is being typed here.
      resetOptions={{ keepDirtyValues: true }}
      warnWhenUnsavedChanges
    >
      {!record.CanEdit ? (
        <Alert severity="info">{translate('nangsue.portal.titles.locked')}</Alert>
      ) : wasApproved(record) ? (
        <Alert severity="info">{translate('nangsue.portal.titles.revision_help')}</Alert>
      ) : null}
      <Box
        component="fieldset"
        disabled={!editable}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, width: '100%' }}
      >
        <TitleFields isCreate={false} approved={wasApproved(record)} />
      </Box>
    </SimpleForm>
  );
};

const TABS = ['details', 'files', 'price', 'history'] as const;

/**
 * A title's page: where it stands in review, then its details, files and cover, price and sale,
 * and history. Every panel stays mounted (hidden when not chosen), so switching keeps what is
 * typed.
 */
const TitlePage = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('details');
  // The list's row stands in for the title until the title itself arrives: it has no history.
  if (!record || !Array.isArray(record.History)) return <LinearProgress sx={{ my: 2 }} />;
  return (
    <Stack spacing={2} sx={{ mt: 1, width: '100%' }}>
      <TitleReviewCard />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: (typeof TABS)[number]) => setTab(value)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={translate(`nangsue.portal.titles.tabs.${name}`)} />
          ))}
        </Tabs>
        <Box hidden={tab !== 'details'}>
          <TitleDetails />
        </Box>
        <Box hidden={tab !== 'files'} sx={{ px: 2 }}>
          <TitleFiles />
        </Box>
        <Box hidden={tab !== 'price'} sx={{ px: 2 }}>
          <TitlePrice />
        </Box>
        <Box hidden={tab !== 'history'} sx={{ px: 2, pb: 2 }}>
          <TitleHistory />
        </Box>
      </Card>
    </Stack>
  );
};

const TitleName = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<{ NameTh: string; NameEn: string }>();
  const name = record ? (locale === 'en' ? record.NameEn : record.NameTh) : '';
  return <>{name || translate('resources.titles.name', { smart_count: 1 })}</>;
};

export const TitleEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect={false}
    component="div"
    title={<TitleName />}
    actions={<TitleActions />}
    transform={(data: TitleFormValues, options) =>
      updateBodyOf(data, options?.previousData as TitleFormValues | undefined)
    }
  >
    <TitlePage />
  </Edit>
);

export const TitleCreate = () => {
  const translate = useTranslate();
  return (
    <Create
      redirect="edit"
      transform={(data: TitleFormValues) => createBodyOf(data)}
      record={{
        TextLanguage: 'th',
        Contributors: [{ NameTh: '', NameEn: '', Role: 'author' }],
        CategoryIds: [],
        Series: null,
      }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
        <Alert severity="info">{translate('nangsue.portal.titles.create_help')}</Alert>
        <TitleFields isCreate />
      </SimpleForm>
    </Create>
  );
};
