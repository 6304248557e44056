import ReplyIcon from '@mui/icons-material/Reply';
import { Card, CardContent, Chip, Typography } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { formatDateTime } from '../../lib/format';
import { ActionDialog } from './ActionDialog';

type ContactRecord = {
  Id: string;
  HandledAt: string | null;
  Replies: { Id: number; Body: string; StaffName: string | null; CreatedAt: string }[];
};

const HANDLED_CHOICES = [
  { id: 'false', name: 'nangsue.content.handled_filter.waiting' },
  { id: 'true', name: 'nangsue.content.handled_filter.handled' },
];

const HandledChip = () => {
  const record = useRecordContext<ContactRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.HandledAt ? 'success' : 'warning'}
      label={translate(
        record.HandledAt
          ? 'nangsue.content.handled_filter.handled'
          : 'nangsue.content.handled_filter.waiting',
      )}
      data-testid="contact-state"
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Handled" source="Handled" choices={HANDLED_CHOICES} alwaysOn />,
];

/** The contact-us inbox: waiting messages first, newest first. */
export const ContactMessageList = () => (
  <List filters={filters} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="Reference" disableSort />
      <DataTable.Col source="TopicLabel" disableSort />
      <DataTable.Col source="Name" disableSort />
      <DataTable.Col source="Email" disableSort />
      <DataTable.Col source="HandledAt" disableSort>
        <HandledChip />
      </DataTable.Col>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Staff's replies, oldest first. */
const Thread = () => {
  const record = useRecordContext<ContactRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (record.Replies.length === 0)
    return <Typography variant="body2">{translate('nangsue.content.no_replies')}</Typography>;
  return (
    <>
      {record.Replies.map((reply) => (
        <Card key={reply.Id} variant="outlined" sx={{ mb: 1 }} data-testid="contact-reply">
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              {translate('nangsue.content.reply_by', {
                by: reply.StaffName ?? '—',
                at: formatDateTime(reply.CreatedAt, locale),
              })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {reply.Body}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </>
  );
};

const ReplyAction = () => {
  const record = useRecordContext<ContactRecord>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialog
        label="nangsue.content.reply"
        title="nangsue.content.reply_title"
        confirmText="nangsue.content.reply_confirm"
        fieldLabel="nangsue.content.reply_text"
        minLength={1}
        icon={<ReplyIcon />}
        done="nangsue.content.replied"
        run={(body) =>
          callAdmin('adminContactMessageReply', { params: { id: record.Id }, body: { Body: body } })
        }
      />
    </TopToolbar>
  );
};

/** One message with its thread; a reply is e-mailed to the sender and marks it handled. */
export const ContactMessageShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ReplyAction />}>
      <SimpleShowLayout>
        <HandledChip />
        <TextField source="Reference" />
        <TextField source="TopicLabel" />
        <TextField source="Name" />
        <TextField source="Email" />
        <TextField source="Phone" emptyText="—" />
        <TextField source="OrderNumber" emptyText="—" />
        <TextField source="Language" />
        <LocalDateField source="CreatedAt" showTime />
        <TextField source="Body" sx={{ whiteSpace: 'pre-wrap' }} />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.content.replies')}
        </Typography>
        <Thread />
      </SimpleShowLayout>
    </Show>
  );
};
