import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import type { BankFileFormat, RoyaltyPayout } from '@nangsue/contracts/admin';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { downloadAdmin } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { StatusChip } from '../../components/StatusChip';
import { BahtField } from './Statements';

const STATUS_CHOICES = [
  { id: 'pending', name: 'nangsue.royalties.payout_status.pending' },
  { id: 'paid', name: 'nangsue.royalties.payout_status.paid' },
];

const filters = [
  <TextInput
    key="Month"
    source="Month"
    alwaysOn
    placeholder="YYYY-MM"
    helperText={false}
    sx={{ width: 140 }}
  />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
  <ReferenceInput
    key="OrganisationId"
    source="OrganisationId"
    reference="royalty-organisations"
    alwaysOn
  >
    <AutocompleteInput optionText="Name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];

const FORMATS: BankFileFormat[] = ['generic', 'ktb'];

/**
 * The bank file of the month in the filter: of the selected payouts, or of every pending one.
 * The month must be chosen first (a file pays one month's statements).
 */
const BankFileButtons = ({ selected }: { selected?: readonly (string | number)[] }) => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const run = useRunCall();
  const { canAccess } = useCanAccess({ resource: 'finance.write', action: 'edit' });
  if (!canAccess) return null;
  const month = typeof filterValues.Month === 'string' ? filterValues.Month.trim() : '';
  const download = (format: BankFileFormat) => {
    if (!month) {
      notify('nangsue.royalties.bank_file_month', { type: 'warning' });
      return;
    }
    void run(() =>
      downloadAdmin(
        'adminRoyaltyBankFile',
        {
          query: {
            Month: month,
            Format: format,
            ...(selected && selected.length > 0 ? { PayoutIds: selected.join(',') } : {}),
          },
        },
        `royalty-payouts-${month}.${format === 'ktb' ? 'txt' : 'csv'}`,
      ),
    );
  };
  return (
    <Stack direction="row" spacing={1}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => download(format)}
        >
          {translate(`nangsue.royalties.bank_file.${format}`)}
        </Button>
      ))}
    </Stack>
  );
};

const SelectedBankFile = () => {
  const { selectedIds } = useListContext();
  return <BankFileButtons selected={selectedIds} />;
};

const ListActions = () => (
  <TopToolbar>
    <BankFileButtons />
  </TopToolbar>
);

const PayoutChip = () => (
  <StatusChip<'pending' | 'paid', RoyaltyPayout>
    colors={{ pending: 'warning', paid: 'success' }}
    labels="nangsue.royalties.payout_status"
  />
);

/** Payouts, pending and paid, with the account each goes (or went) to; a row opens its statement. */
export const PayoutList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ Status: 'pending' }}
    actions={<ListActions />}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
  >
    <DataTable
      bulkActionButtons={<SelectedBankFile />}
      rowClick={(_id, _resource, record) => `/royalty-statements/${record.StatementId}/show`}
    >
      <DataTable.Col source="StatementNumber" disableSort />
      <DataTable.Col source="OrganisationName" disableSort />
      <DataTable.Col source="AmountSatang" disableSort>
        <BahtField source="AmountSatang" />
      </DataTable.Col>
      <DataTable.Col source="BankCode" disableSort />
      <DataTable.Col source="AccountNumber" disableSort />
      <DataTable.Col source="AccountName" disableSort />
      <DataTable.Col source="Status" disableSort>
        <PayoutChip />
      </DataTable.Col>
      <DataTable.Col source="PaidOn" disableSort />
      <DataTable.Col source="BankReference" disableSort />
      <DataTable.Col source="CertificateNumber" disableSort />
    </DataTable>
  </List>
);
