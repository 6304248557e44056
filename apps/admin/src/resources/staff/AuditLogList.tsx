import { Box, Grid, Typography } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FromDateInput, ToDateInput } from '../../components/DateInputs';
import { JsonField, LocalDateField } from '../../components/fields';
import { auditActionName } from './audit-actions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="Action" source="Action" alwaysOn />,
  <TextInput key="EntityType" source="EntityType" />,
  <TextInput key="EntityId" source="EntityId" />,
  <TextInput key="StaffId" source="StaffId" type="number" />,
  <FromDateInput key="From" source="From" />,
  <ToDateInput key="To" source="To" />,
];

/** The action by name in the staff member's language, with its code (what the filter takes). */
const ActionField = () => {
  const record = useRecordContext<{ Action: string }>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const name = auditActionName(locale, record.Action);
  return (
    <Box>
      {name}
      {name === record.Action ? null : (
        <Typography variant="caption" color="text.secondary" component="div">
          {record.Action}
        </Typography>
      )}
    </Box>
  );
};

/** One entry's before and after, side by side. */
const AuditEntryPanel = () => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ py: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.audit-log.fields.Before')}
        </Typography>
        <JsonField source="Before" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.audit-log.fields.After')}
        </Typography>
        <JsonField source="After" />
      </Grid>
    </Grid>
  );
};

/**
 * The audit log (append-only, written with every staff change): newest first, searchable by
 * action, what was changed, who and when; a row opens its before and after values.
 */
export const AuditLogList = () => (
  <List
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={50}
    exporter={false}
    disableSyncWithLocation={false}
  >
    <DataTable bulkActionButtons={false} expand={<AuditEntryPanel />} rowClick="expand">
      <DataTable.Col source="At" disableSort>
        <LocalDateField source="At" showTime />
      </DataTable.Col>
      <DataTable.Col source="StaffEmail" disableSort />
      <DataTable.Col source="Action" disableSort>
        <ActionField />
      </DataTable.Col>
      <DataTable.Col source="EntityType" disableSort />
      <DataTable.Col source="EntityId" disableSort />
      <DataTable.Col source="Reason" disableSort />
      <DataTable.Col source="Ip" disableSort />
    </DataTable>
  </List>
);
