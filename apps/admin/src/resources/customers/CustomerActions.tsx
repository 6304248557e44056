import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';
import type { CustomerRecord } from './CustomerShow';
import { ReasonButton, ReasonDialog, useRunCall } from '../../components/dialogs';

export const useCanWrite = () =>
  useCanAccess({ action: 'run', resource: 'customers.write' }).canAccess === true;

type Action = 'lock' | 'unlock' | 'export' | 'erase';

/** Hands a JSON value to the browser as a file. */
const downloadJson = (value: unknown, fileName: string) => {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Every session and reading-app password of the customer ended, with a reason. */
export const EndAllSessionsButton = ({ onDone }: { onDone: () => void }) => {
  const customer = useRecordContext<CustomerRecord>();
  const refresh = useRefresh();
  if (!customer) return null;
  return (
    <ReasonButton
      label="nangsue.customers.actions.end_all.button"
      variant="outlined"
      color="warning"
      icon={<LogoutIcon />}
      title="nangsue.customers.actions.end_all.button"
      help="nangsue.customers.actions.end_all.help"
      submit="nangsue.customers.actions.end_all.button"
      call={(reason) =>
        callAdmin('adminCustomerSessionsEndAll', {
          params: { id: String(customer.Id) },
          body: { Reason: reason },
        })
      }
      done="nangsue.customers.actions.end_all.done"
      onDone={() => {
        onDone();
        refresh();
      }}
    />
  );
};

/**
 * The account's actions, each with a reason for the audit log: lock or unlock, the PDPA export
 * (a JSON file, as the customer gets it themselves) and the PDPA erasure (for ever: the
 * customer's e-mail is typed again first).
 */
export const CustomerActions = () => {
  const customer = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const run = useRunCall();
  const canWrite = useCanWrite();
  const [open, setOpen] = useState<Action | null>(null);
  if (!customer || !canWrite || customer.DeletedAt) return null;
  const id = String(customer.Id);
  const close = () => setOpen(null);

  const submit: Record<Action, (reason: string) => Promise<boolean>> = {
    lock: (reason) =>
      run(
        () => callAdmin('adminCustomerLock', { params: { id }, body: { Reason: reason } }),
        'nangsue.customers.actions.lock.done',
      ),
    unlock: (reason) =>
      run(
        () => callAdmin('adminCustomerUnlock', { params: { id }, body: { Reason: reason } }),
        'nangsue.customers.actions.unlock.done',
      ),
    export: (reason) =>
      run(async () => {
        const data = await callAdmin('adminCustomerExport', {
          params: { id },
          body: { Reason: reason },
        });
        downloadJson(data, `customer-${id}-export.json`);
      }, 'nangsue.customers.actions.export.done'),
    erase: (reason) =>
      run(
        () => callAdmin('adminCustomerErase', { params: { id }, body: { Reason: reason } }),
        'nangsue.customers.actions.erase.done',
      ),
  };

  const dialog = (action: Action, danger = false) => (
    <ReasonDialog
      open={open === action}
      title={`nangsue.customers.actions.${action}.button`}
      help={`nangsue.customers.actions.${action}.help`}
      submit={`nangsue.customers.actions.${action}.button`}
      danger={danger}
      {...(action === 'erase' ? { confirmText: customer.Email ?? id } : {})}
      onClose={close}
      onSubmit={async (reason) => {
        const ok = await submit[action](reason);
        if (ok && action !== 'export') refresh();
        return ok;
      }}
    />
  );

  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      {customer.LockedAt ? (
        <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setOpen('unlock')}>
          {translate('nangsue.customers.actions.unlock.button')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<LockIcon />}
          onClick={() => setOpen('lock')}
        >
          {translate('nangsue.customers.actions.lock.button')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('export')}>
        {translate('nangsue.customers.actions.export.button')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen('erase')}
      >
        {translate('nangsue.customers.actions.erase.button')}
      </Button>
      {dialog('lock')}
      {dialog('unlock')}
      {dialog('export')}
      {dialog('erase', true)}
    </Stack>
  );
};
