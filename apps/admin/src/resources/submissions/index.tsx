import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { AdminArea } from '../types';
import { TitleSubmissionList, TitleSubmissionShow, WaitingTitlesCard } from './TitleSubmissions';

/**
 * Title submissions (docs/titles.md): publishers' titles waiting for review, each opened with its
 * changes, cover, files, EPUB warnings and history, approved or sent back with a comment
 * (catalog.write); the dashboard counts those waiting.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'title-submissions',
      permission: 'catalog.write',
      routes: { list: 'adminTitleSubmissionList', get: 'adminTitleSubmissionGet' },
      list: TitleSubmissionList,
      show: TitleSubmissionShow,
      icon: FactCheckIcon,
      recordRepresentation: 'NameTh',
    },
  ],
  dashboardCards: [
    { key: 'title-submissions', permission: 'catalog.write', component: WaitingTitlesCard },
  ],
};
