import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { PortalArea } from '../types';
import { MoneyCard } from './MoneyCard';
import { StatementList, StatementShow } from './Statements';

/**
 * The organisation's money (issue 25, docs/royalties.md): its monthly royalty statements with
 * their lines and payout, as PDF in Thai or English and CSV, and the 50 ทวิ certificate of a paid
 * one; money.read (the owner and finance).
 */
export const area: PortalArea = {
  resources: [
    {
      name: 'statements',
      permission: 'money.read',
      routes: { list: 'portalMoneyStatementList', get: 'portalMoneyStatementGet' },
      list: StatementList,
      show: StatementShow,
      icon: AccountBalanceWalletIcon,
      recordRepresentation: 'Number',
    },
  ],
  dashboardCards: [{ key: 'money', permission: 'money.read', component: MoneyCard }],
};
