import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { AdminArea } from '../types';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';

/**
 * Customers (docs/back-office.md "Customers"): the search and a customer's page with their
 * orders, shelf, coin history and sessions; lock and unlock, sessions ended, and the PDPA export
 * and erasure run on the customer's request, each with a reason for the audit log.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'customers',
      permission: 'customers.read',
      writePermission: 'customers.write',
      routes: { list: 'adminCustomerList', get: 'adminCustomerGet' },
      list: CustomerList,
      show: CustomerShow,
      icon: PeopleAltIcon,
      recordRepresentation: (record) => String(record.Email ?? `#${String(record.Id)}`),
    },
  ],
};
