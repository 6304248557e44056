import { Box, Paper, Typography } from '@mui/material';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';

const GROUP_CHOICES = ['howto', 'purchaseprocess', 'termandcondition', 'policy'].map((id) => ({
  id,
  name: `nangsue.content.page_group.${id}`,
}));
const LANGUAGE_CHOICES = [
  { id: 'th', name: 'nangsue.content.language.th' },
  { id: 'en', name: 'nangsue.content.language.en' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Group" source="Group" choices={GROUP_CHOICES} alwaysOn />,
  <SelectInput key="Language" source="Language" choices={LANGUAGE_CHOICES} alwaysOn />,
];

/** The store's content pages, by group and order, each language its own row. */
export const ContentPageList = () => (
  <List filters={filters} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="Group" disableSort />
      <DataTable.Col source="Key" disableSort />
      <DataTable.Col source="Language" disableSort />
      <DataTable.Col source="Title" disableSort />
      <DataTable.Col source="Published" disableSort>
        <BooleanField source="Published" />
      </DataTable.Col>
      <DataTable.Col source="UpdatedAt" disableSort>
        <LocalDateField source="UpdatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/**
 * The page as the store will show it, while it is typed: the same Markdown renderer and GFM
 * tables as the storefront; raw HTML is not rendered (react-markdown's default).
 */
const LivePreview = ({ title, body }: { title: string; body: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="markdown-preview">
      <Typography variant="overline" color="text.secondary">
        {translate('nangsue.content.preview')}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, p: 0.5 } }}>
        <Markdown remarkPlugins={[remarkGfm]}>{body}</Markdown>
      </Box>
    </Paper>
  );
};

/** A page's text: Markdown on the left, the page as readers will see it on the right. */
export const ContentPageEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="Title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="Summary" validate={maxLength(500)} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 420px' }}>
          <TextInput
            source="BodyMarkdown"
            multiline
            minRows={18}
            fullWidth
            validate={[required(), maxLength(100_000)]}
            helperText="nangsue.content.markdown_help"
          />
        </Box>
        <Box sx={{ flex: '1 1 420px' }}>
          <FormDataConsumer<{ Title?: string; BodyMarkdown?: string }>>
            {({ formData }) => (
              <LivePreview title={formData.Title ?? ''} body={formData.BodyMarkdown ?? ''} />
            )}
          </FormDataConsumer>
        </Box>
      </Box>
      <NumberInput source="DisplayOrder" validate={minValue(0)} />
      <BooleanInput source="Published" />
    </SimpleForm>
  </Edit>
);
