import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Route } from 'react-router-dom';
import type { AdminArea } from '../types';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import { RefundList } from './RefundList';
import { ReconciliationPage, ShelfPage } from './ToolPages';

/**
 * Orders and refunds (docs/back-office.md, "Orders and refunds"): the order list and page (with
 * refunds, receipts sent again, full tax invoices issued afterwards, gifts sent again), every
 * refund (with those staff make by hand), the reconciliation run on demand, and books granted or
 * taken back with a reason.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'orders',
      permission: 'orders.read',
      writePermission: 'orders.manage',
      routes: { list: 'adminOrderList', get: 'adminOrderGet' },
      list: OrderList,
      show: OrderShow,
      icon: ReceiptIcon,
      recordRepresentation: 'OrderNumber',
    },
    {
      name: 'refunds',
      permission: 'orders.read',
      writePermission: 'orders.refund',
      routes: { list: 'adminRefundList', get: 'adminRefundGet' },
      list: RefundList,
      icon: AssignmentReturnIcon,
    },
  ],
  routes: [
    <Route key="reconciliation" path="/orders-reconciliation" element={<ReconciliationPage />} />,
    <Route key="shelf" path="/orders-shelf" element={<ShelfPage />} />,
  ],
  menu: [
    {
      to: '/orders-reconciliation',
      label: 'nangsue.orders.reconciliation.menu',
      icon: FactCheckIcon,
      permission: 'orders.read',
    },
    {
      to: '/orders-shelf',
      label: 'nangsue.orders.shelf.menu',
      icon: LibraryAddIcon,
      permission: 'orders.manage',
    },
  ],
};
