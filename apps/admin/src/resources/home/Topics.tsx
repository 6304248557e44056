import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button as MuiButton } from '@mui/material';
import { isTopicCode, TOPIC_CODE_MAX, type AdminTopic } from '@nangsue/contracts/admin';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteWithConfirmButton,
  Edit,
  List,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';
import { keepText } from './text';
import { TopicBooksInput } from './TopicBooks';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The topics, newest change first; a row opens the topic. */
export const TopicList = () => (
  <List filters={filters} sort={{ field: 'UpdatedAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="Code" />
      <DataTable.Col source="TitleTh" disableSort />
      <DataTable.Col source="TitleEn" disableSort />
      <DataTable.NumberCol source="BookCount" disableSort />
      <DataTable.Col source="Published" disableSort>
        <BooleanField source="Published" />
      </DataTable.Col>
      <DataTable.Col source="UpdatedAt">
        <LocalDateField source="UpdatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** The code as the API stores it (lower case) must be an address: the API says the same. */
const topicCode = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isTopicCode(value.trim().toLowerCase())
    ? 'nangsue.home.topics.code_invalid'
    : undefined;

/** Saves; a saved topic can also be deleted (the API refuses while a slider links to it). */
const TopicToolbar = ({ isEdit }: { isEdit: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {isEdit ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
  </Toolbar>
);

const TopicForm = ({ isEdit }: { isEdit: boolean }) => (
  <SimpleForm toolbar={<TopicToolbar isEdit={isEdit} />}>
    <TextInput
      source="Code"
      validate={[required(), maxLength(TOPIC_CODE_MAX), topicCode]}
      helperText="nangsue.home.topics.code_help"
      sx={{ minWidth: 360 }}
    />
    <TextInput source="TitleTh" validate={required()} fullWidth />
    <TextInput source="TitleEn" validate={required()} fullWidth />
    <TextInput
      source="BodyTh"
      parse={keepText}
      multiline
      minRows={3}
      fullWidth
      helperText="nangsue.home.topics.body_help"
    />
    <TextInput
      source="BodyEn"
      parse={keepText}
      multiline
      minRows={3}
      fullWidth
      helperText="nangsue.home.topics.body_help"
    />
    <BooleanInput source="Published" />
    <TopicBooksInput />
  </SimpleForm>
);

/** The store's page of the topic, in a new tab (what readers see once it is saved). */
const ViewInStore = () => {
  const record = useRecordContext<AdminTopic>();
  const translate = useTranslate();
  if (!record?.StoreUrl) return null;
  return (
    <MuiButton
      size="small"
      href={record.StoreUrl}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      {translate('nangsue.home.view_in_store')}
    </MuiButton>
  );
};

const TopicTitle = () => {
  const record = useRecordContext<AdminTopic>();
  const translate = useTranslate();
  return <>{record?.Code ?? translate('resources.topics.name', { smart_count: 1 })}</>;
};

export const TopicEdit = () => (
  <Edit
    mutationMode="pessimistic"
    title={<TopicTitle />}
    actions={
      <TopToolbar>
        <ViewInStore />
      </TopToolbar>
    }
  >
    <TopicForm isEdit />
  </Edit>
);

export const TopicCreate = () => (
  <Create redirect="edit" record={{ Published: true, BookIds: [] }}>
    <TopicForm isEdit={false} />
  </Create>
);
