import HistoryIcon from '@mui/icons-material/History';
import type { AdminArea } from '../types';
import { AuditLogList } from './AuditLogList';

/** Staff and audit: the audit log (and, with `staff.manage`, the staff members). */
export const area: AdminArea = {
  resources: [
    {
      name: 'audit-log',
      permission: 'audit.read',
      routes: { list: 'adminAuditList' },
      list: AuditLogList,
      icon: HistoryIcon,
    },
  ],
};
