import GroupIcon from '@mui/icons-material/Group';
import { Route } from 'react-router-dom';
import type { PortalArea } from '../types';
import { MembersPage } from './MembersPage';

/** The organisation's members and invitations (owner: members.manage). */
export const area: PortalArea = {
  resources: [],
  routes: [<Route key="members" path="/members" element={<MembersPage />} />],
  menu: [
    {
      to: '/members',
      label: 'nangsue.portal.members.menu',
      icon: GroupIcon,
      permission: 'members.manage',
    },
  ],
};
