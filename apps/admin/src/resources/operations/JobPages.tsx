import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminFailedJob } from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  SelectInput,
  useCanAccess,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin, type AdminCallResult } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { useDateTime } from '../../lib/format';
import { ReasonDialog, useRunCall } from '../../components/dialogs';

type Queues = AdminCallResult<'adminJobQueues'>;

const COLUMNS = ['Created', 'Retry', 'Active', 'Completed', 'Failed', 'FailedArchived'] as const;

/** Every queue with its jobs per state; a queue with failed jobs stands out. */
const QueueCounts = ({ queues }: { queues: Queues | null }) => {
  const translate = useTranslate();
  const date = useDateTime();
  if (!queues) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="job-queues">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('nangsue.operations.jobs.queues')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
          {translate('nangsue.operations.jobs.checked', { at: date(queues.CheckedAt) })}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('nangsue.operations.jobs.queue')}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {translate(`nangsue.operations.jobs.states.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {queues.Queues.map((queue) => (
                <TableRow key={queue.Name}>
                  <TableCell>{queue.Name}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      align="right"
                      sx={
                        column.startsWith('Failed') && queue[column] > 0
                          ? { color: 'error.main', fontWeight: 600 }
                          : undefined
                      }
                    >
                      {queue[column]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
};

/** Runs a failed job again (one more attempt), with a reason for the audit log. */
const RetryButton = ({ onDone }: { onDone: () => void }) => {
  const job = useRecordContext<AdminFailedJob & { id: string }>();
  const translate = useTranslate();
  const run = useRunCall();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ action: 'run', resource: 'operations.write' });
  const [open, setOpen] = useState(false);
  if (!job || !canAccess) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('nangsue.operations.jobs.retry')}
      </Button>
      <ReasonDialog
        open={open}
        title="nangsue.operations.jobs.retry_title"
        help="nangsue.operations.jobs.retry_help"
        submit="nangsue.operations.jobs.retry"
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          const ok = await run(
            () =>
              callAdmin('adminJobRetry', {
                params: { queue: job.Queue, id: job.Id },
                body: { Reason: reason },
              }),
            'nangsue.operations.jobs.retried',
          );
          if (ok) {
            refresh();
            onDone();
          }
          return ok;
        }}
      />
    </>
  );
};

/**
 * The job queue: each queue's jobs per state, and the jobs that failed for good (newest first,
 * with their error) that staff can run again.
 */
export const FailedJobList = () => {
  const translate = useTranslate();
  const [queues, setQueues] = useState<Queues | null>(null);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    let current = true;
    callAdmin('adminJobQueues').then(
      (answer) => current && setQueues(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reload]);
  const filters = [
    <SelectInput
      key="Queue"
      source="Queue"
      alwaysOn
      choices={(queues?.Queues ?? []).map((queue) => ({ id: queue.Name, name: queue.Name }))}
    />,
  ];
  return (
    <>
      <QueueCounts queues={queues} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('nangsue.operations.jobs.failed')}
      </Typography>
      <List
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('nangsue.operations.jobs.none')}
          </Typography>
        }
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="Queue" disableSort />
          <DataTable.Col source="FailedAt" disableSort>
            <LocalDateField source="FailedAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="Error" disableSort>
            <FunctionField<AdminFailedJob>
              render={(job) => (
                <Box
                  component="span"
                  sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-word' }}
                >
                  {job.Error ?? '—'}
                </Box>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="Subject" disableSort>
            <FunctionField<AdminFailedJob>
              render={(job) =>
                Object.entries(job.Subject)
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(', ') || '—'
              }
            />
          </DataTable.Col>
          <DataTable.NumberCol source="RetryCount" disableSort />
          <DataTable.Col source="Id" label="nangsue.operations.jobs.actions" disableSort>
            <RetryButton onDone={() => setReload((value) => value + 1)} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};
