import { Box, Chip, Grid, Stack, Typography } from '@mui/material';
import type { AdminCustomer } from '@nangsue/contracts/admin';
import { useState, type ReactNode } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { CustomerActions, EndAllSessionsButton, useCanWrite } from './CustomerActions';
import { CustomerStatusChip } from './CustomerList';
import { useBaht, useDateTime } from '../../lib/format';
import { ReasonButton } from '../../components/dialogs';
import { PagedTable } from './parts';

export type CustomerRecord = AdminCustomer & { id: number };

const Figure = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="div" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
};

/** Who the customer is, their standing, and the actions on the account. */
const ProfileTab = () => {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const baht = useBaht();
  const date = useDateTime();
  // The list's row stands in until the customer's page is read: it lacks these fields.
  if (!customer || !Array.isArray(customer.Providers)) return null;
  const name = [customer.FirstName, customer.LastName].filter(Boolean).join(' ') || '—';
  const signIns = [
    ...(customer.HasPassword ? [translate('nangsue.customers.password')] : []),
    ...customer.Providers,
  ];
  return (
    <Box sx={{ pt: 1 }}>
      <CustomerActions />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="resources.customers.fields.Email" testId="customer-email">
            {customer.Email ?? '—'}
          </Figure>
          <Figure label="nangsue.customers.fields.name">{name}</Figure>
          <Figure label="resources.customers.fields.Status">
            <CustomerStatusChip />
          </Figure>
          <Figure label="nangsue.customers.fields.phone">{customer.Phone ?? '—'}</Figure>
          <Figure label="nangsue.customers.fields.language">
            {translate(`nangsue.customers.language.${customer.Language}`)}
          </Figure>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="resources.customers.fields.CreatedAt">{date(customer.CreatedAt)}</Figure>
          <Figure label="resources.customers.fields.LastLoginAt">
            {date(customer.LastLoginAt)}
          </Figure>
          <Figure label="nangsue.customers.fields.sign_in">
            {signIns.length > 0 ? signIns.join(', ') : '—'}
          </Figure>
          <Figure label="nangsue.customers.fields.email_verified">
            {translate(customer.EmailVerified ? 'nangsue.customers.yes' : 'nangsue.customers.no')}
          </Figure>
          <Figure label="nangsue.customers.fields.marketing">
            {date(customer.MarketingConsentAt)}
          </Figure>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="nangsue.customers.fields.coins" testId="customer-coins">
            {baht(customer.CoinBalanceSatang)}
          </Figure>
          <Figure label="nangsue.customers.fields.books">{customer.BookCount}</Figure>
          <Figure label="nangsue.customers.fields.paid_orders">{customer.PaidOrderCount}</Figure>
          <Figure label="nangsue.customers.fields.live_sessions">
            {customer.LiveSessionCount}
          </Figure>
          {customer.LockedAt ? (
            <Figure label="nangsue.customers.fields.locked" testId="customer-lock">
              {translate('nangsue.customers.locked_text', {
                at: date(customer.LockedAt),
                by: customer.LockedBy ?? '—',
                reason: customer.LockReason ?? '',
              })}
            </Figure>
          ) : null}
          {customer.DeletedAt ? (
            <Figure label="nangsue.customers.fields.deleted">{date(customer.DeletedAt)}</Figure>
          ) : null}
        </Grid>
      </Grid>
    </Box>
  );
};

/** The customer's orders: the order list filtered by the customer (needs `orders.read`). */
const OrdersTab = () => (
  <ReferenceManyField
    reference="orders"
    target="CustomerId"
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
    sort={{ field: 'id', order: 'DESC' }}
  >
    <DataTable bulkActionButtons={false} rowClick="show" empty={<NoneText />}>
      <DataTable.Col source="OrderNumber" disableSort />
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="StatusText" disableSort>
        <TextField source="StatusText" />
      </DataTable.Col>
      <DataTable.Col source="TotalSatang" disableSort align="right">
        <BahtOf source="TotalSatang" />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
);

const NoneText = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
      {translate('nangsue.customers.none')}
    </Typography>
  );
};

const BahtOf = ({ source }: { source: string }) => {
  const record = useRecordContext<Record<string, unknown> & { id: number }>();
  const baht = useBaht();
  const value = record?.[source];
  return <>{typeof value === 'number' ? baht(value) : '—'}</>;
};

const ShelfTab = () => {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const date = useDateTime();
  if (!customer) return null;
  return (
    <PagedTable
      testId="customer-shelf"
      queryKey={['shelf', customer.Id]}
      load={(page, pageSize) =>
        callAdmin('adminCustomerShelf', {
          params: { id: String(customer.Id) },
          query: { Page: page, PageSize: pageSize },
        })
      }
      columns={[
        { label: 'nangsue.customers.shelf.book', render: (row) => row.Name },
        {
          label: 'nangsue.customers.shelf.source',
          render: (row) => translate(`nangsue.customers.shelf.sources.${row.Source}`),
        },
        { label: 'nangsue.customers.shelf.order', render: (row) => row.OrderNumber ?? '—' },
        { label: 'nangsue.customers.shelf.granted', render: (row) => date(row.GrantedAt) },
        {
          label: 'nangsue.customers.shelf.downloads',
          render: (row) => row.DownloadCount,
          align: 'right',
        },
      ]}
    />
  );
};

const CoinsTab = () => {
  const customer = useRecordContext<CustomerRecord>();
  const baht = useBaht();
  const date = useDateTime();
  if (!customer) return null;
  return (
    <PagedTable
      testId="customer-coins-ledger"
      queryKey={['coins', customer.Id]}
      load={(page, pageSize) =>
        callAdmin('adminCustomerCoins', {
          params: { id: String(customer.Id) },
          query: { Page: page, PageSize: pageSize },
        })
      }
      columns={[
        { label: 'nangsue.customers.coins.when', render: (row) => date(row.CreatedAt) },
        { label: 'nangsue.customers.coins.entry', render: (row) => row.Text },
        {
          label: 'nangsue.customers.coins.amount',
          render: (row) => (
            <Box
              component="span"
              sx={{ color: row.AmountSatang < 0 ? 'error.main' : 'success.main' }}
            >
              {row.AmountSatang > 0 ? '+' : ''}
              {baht(row.AmountSatang)}
            </Box>
          ),
          align: 'right',
        },
        { label: 'nangsue.customers.coins.expires', render: (row) => date(row.ExpiresAt) },
      ]}
    />
  );
};

/** One session ended with a reason. */
const EndSessionButton = ({
  customerId,
  sessionId,
  onDone,
}: {
  customerId: number;
  sessionId: string;
  onDone: () => void;
}) => (
  <ReasonButton
    label="nangsue.customers.sessions.end"
    size="small"
    color="warning"
    title="nangsue.customers.sessions.end_title"
    help="nangsue.customers.sessions.end_help"
    submit="nangsue.customers.sessions.end"
    call={(reason) =>
      callAdmin('adminCustomerSessionEnd', {
        params: { id: String(customerId), sessionId },
        body: { Reason: reason },
      })
    }
    done="nangsue.customers.sessions.ended"
    onDone={onDone}
  />
);

const SessionsTab = () => {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const date = useDateTime();
  const canWrite = useCanWrite();
  const [reload, setReload] = useState(0);
  if (!customer) return null;
  const again = () => setReload((value) => value + 1);
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      {canWrite && !customer.DeletedAt ? (
        <Box>
          <EndAllSessionsButton onDone={again} />
        </Box>
      ) : null}
      <PagedTable
        testId="customer-sessions"
        queryKey={['sessions', customer.Id, reload]}
        load={(page, pageSize) =>
          callAdmin('adminCustomerSessions', {
            params: { id: String(customer.Id) },
            query: { Page: page, PageSize: pageSize },
          })
        }
        columns={[
          {
            label: 'nangsue.customers.sessions.method',
            render: (row) => <Chip size="small" label={row.AuthMethod} />,
          },
          { label: 'nangsue.customers.sessions.created', render: (row) => date(row.CreatedAt) },
          { label: 'nangsue.customers.sessions.last_used', render: (row) => date(row.LastUsedAt) },
          { label: 'nangsue.customers.sessions.expires', render: (row) => date(row.ExpiresAt) },
          { label: 'nangsue.customers.sessions.ip', render: (row) => row.IpAddress ?? '—' },
          {
            label: 'nangsue.customers.sessions.device',
            render: (row) => (
              <Box component="span" sx={{ fontSize: '0.75rem' }}>
                {row.UserAgent ?? '—'}
              </Box>
            ),
          },
          ...(canWrite
            ? [
                {
                  label: 'nangsue.customers.sessions.actions',
                  render: (row: { Id: string }) => (
                    <EndSessionButton customerId={customer.Id} sessionId={row.Id} onDone={again} />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('nangsue.customers.sessions.help')}
      </Typography>
    </Stack>
  );
};

const CustomerTitle = () => {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <>
      {translate('nangsue.customers.title', {
        id: customer.Id,
        email: customer.Email ?? translate('nangsue.customers.status.deleted'),
      })}
    </>
  );
};

/**
 * One customer: profile and standing (with lock, unlock, PDPA export and erasure), their orders,
 * shelf, coin history and live sessions.
 */
export const CustomerShow = () => {
  const { canAccess: canSeeOrders } = useCanAccess({ action: 'list', resource: 'orders' });
  return (
    <Show title={<CustomerTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="nangsue.customers.tabs.profile">
          <ProfileTab />
        </TabbedShowLayout.Tab>
        {canSeeOrders ? (
          <TabbedShowLayout.Tab label="nangsue.customers.tabs.orders" path="orders">
            <OrdersTab />
          </TabbedShowLayout.Tab>
        ) : null}
        <TabbedShowLayout.Tab label="nangsue.customers.tabs.shelf" path="shelf">
          <ShelfTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="nangsue.customers.tabs.coins" path="coins">
          <CoinsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="nangsue.customers.tabs.sessions" path="sessions">
          <SessionsTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
