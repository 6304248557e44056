import ChatIcon from '@mui/icons-material/Chat';
import InsightsIcon from '@mui/icons-material/Insights';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReplayIcon from '@mui/icons-material/Replay';
import StarIcon from '@mui/icons-material/Star';
import TableChartIcon from '@mui/icons-material/TableChart';
import { Route } from 'react-router-dom';
import type { PortalArea } from '../types';
import { MessagesPage } from './MessagesPage';
import { RefundsPage } from './RefundsPage';
import { ReviewsPage } from './ReviewsPage';
import { SalesByBookPage } from './SalesByBookPage';
import { SalesCard } from './SalesCard';
import { SalesDashboardPage } from './SalesDashboardPage';
import { SearchTermsPage } from './SearchTermsPage';

/**
 * Sales and readers (issue 25, docs/sales-stats.md): the sales overview with charts by day and
 * month, sales by book, refunds and search terms, reviews with the publisher's public reply
 * (sales.read; replying messages.reply), and readers' messages with the reply by e-mail
 * (messages.reply).
 */
export const area: PortalArea = {
  resources: [],
  routes: [
    <Route key="sales" path="/sales" element={<SalesDashboardPage />} />,
    <Route key="sales-books" path="/sales/books" element={<SalesByBookPage />} />,
    <Route key="sales-refunds" path="/sales/refunds" element={<RefundsPage />} />,
    <Route key="sales-search-terms" path="/sales/search-terms" element={<SearchTermsPage />} />,
    <Route key="reviews" path="/reviews" element={<ReviewsPage />} />,
    <Route key="messages" path="/messages" element={<MessagesPage />} />,
  ],
  menu: [
    {
      to: '/sales',
      label: 'nangsue.portal.sales.menu.dashboard',
      icon: InsightsIcon,
      permission: 'sales.read',
    },
    {
      to: '/sales/books',
      label: 'nangsue.portal.sales.menu.books',
      icon: TableChartIcon,
      permission: 'sales.read',
    },
    {
      to: '/sales/refunds',
      label: 'nangsue.portal.sales.menu.refunds',
      icon: ReplayIcon,
      permission: 'sales.read',
    },
    {
      to: '/sales/search-terms',
      label: 'nangsue.portal.sales.menu.search_terms',
      icon: ManageSearchIcon,
      permission: 'sales.read',
    },
    {
      to: '/reviews',
      label: 'nangsue.portal.sales.menu.reviews',
      icon: StarIcon,
      permission: 'sales.read',
    },
    {
      to: '/messages',
      label: 'nangsue.portal.sales.menu.messages',
      icon: ChatIcon,
      permission: 'messages.reply',
    },
  ],
  dashboardCards: [{ key: 'sales', permission: 'sales.read', component: SalesCard }],
};
