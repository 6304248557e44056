import CachedIcon from '@mui/icons-material/Cached';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../types';
import { CachePage } from './CachePage';
import { FailedJobList } from './JobPages';
import { NoResultSearchList, TopSearchList } from './SearchLogLists';

/**
 * Operations (docs/back-office.md "Operations"): the job queue (counts per queue and state,
 * failed jobs run again), the catalog's read cache emptied, and the search log (top searches and
 * searches with no result). Writes need `operations.write` and a reason.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'jobs',
      permission: 'operations.read',
      writePermission: 'operations.write',
      routes: { list: 'adminJobFailedList' },
      list: FailedJobList,
      icon: ErrorOutlinedIcon,
    },
    {
      name: 'top-searches',
      permission: 'operations.read',
      routes: { list: 'adminSearchTop' },
      list: TopSearchList,
      icon: SearchIcon,
    },
    {
      name: 'no-result-searches',
      permission: 'operations.read',
      routes: { list: 'adminSearchNoResult' },
      list: NoResultSearchList,
      icon: SearchOffIcon,
    },
  ],
  routes: [<Route key="cache" path="/operations-cache" element={<CachePage />} />],
  menu: [
    {
      to: '/operations-cache',
      label: 'nangsue.operations.cache.menu',
      icon: CachedIcon,
      permission: 'operations.write',
    },
  ],
};
