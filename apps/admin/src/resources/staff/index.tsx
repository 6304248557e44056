import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../types';
import { AuditLogList } from './AuditLogList';
import { PASSKEYS_PATH, PasskeysPage } from './PasskeysPage';
import { RoleEdit, RoleList } from './RoleScreens';
import { StaffCreate, StaffEdit, StaffList } from './StaffScreens';

/** Staff and audit: staff members and roles (`staff.manage`), and the audit log (`audit.read`). */
export const area: AdminArea = {
  resources: [
    {
      name: 'staff',
      permission: 'staff.manage',
      routes: {
        list: 'adminStaffList',
        get: 'adminStaffGet',
        create: 'adminStaffCreate',
        update: 'adminStaffUpdate',
      },
      list: StaffList,
      create: StaffCreate,
      edit: StaffEdit,
      icon: PeopleIcon,
      recordRepresentation: 'DisplayName',
    },
    {
      name: 'roles',
      permission: 'staff.manage',
      routes: {
        list: 'adminRolesList',
        get: 'adminRoleGet',
        update: 'adminRoleUpdate',
        updateSends: 'all',
      },
      readOnlyFields: ['Id', 'NameTh', 'NameEn', 'StaffCount'],
      list: RoleList,
      edit: RoleEdit,
      icon: BadgeIcon,
    },
    {
      name: 'audit-log',
      permission: 'audit.read',
      routes: { list: 'adminAuditList' },
      list: AuditLogList,
      icon: HistoryIcon,
    },
  ],
  // Every signed-in member's own passkeys, reached from the user menu (no permission needed).
  routes: [<Route key="passkeys" path={PASSKEYS_PATH} element={<PasskeysPage />} />],
};
