import AssessmentIcon from '@mui/icons-material/Assessment';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../types';
import { MonthSalesCard, ReportsPage } from './ReportsPage';

/**
 * Reports (docs/back-office.md, "Reports"): sales and VAT (ภ.พ.30) of a Bangkok month, with a
 * chart by day, the books sold, CSV downloads, and this month's net sales on the dashboard.
 */
export const area: AdminArea = {
  resources: [],
  routes: [<Route key="reports" path="/reports" element={<ReportsPage />} />],
  menu: [
    {
      to: '/reports',
      label: 'nangsue.reports.menu',
      icon: AssessmentIcon,
      permission: 'reports.read',
    },
  ],
  dashboardCards: [{ key: 'reports-month', permission: 'reports.read', component: MonthSalesCard }],
};
