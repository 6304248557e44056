import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Route } from 'react-router-dom';
import type { PortalArea } from '../types';
import { BulkUploadPage } from './BulkUploadPage';

/**
 * Bulk upload (issue 25, docs/titles.md "Bulk upload"): an ONIX file and a zip of book files
 * and covers into the organisation's titles, with the reports (titles.write).
 */
export const area: PortalArea = {
  resources: [],
  routes: [<Route key="bulk" path="/bulk" element={<BulkUploadPage />} />],
  menu: [
    {
      to: '/bulk',
      label: 'nangsue.portal.bulk.menu',
      icon: LibraryAddIcon,
      permission: 'titles.write',
    },
  ],
};
