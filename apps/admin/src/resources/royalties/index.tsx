import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PercentIcon from '@mui/icons-material/Percent';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { AdminArea } from '../types';
import { OrganisationEdit, OrganisationList } from './Organisations';
import { PayoutList } from './Payouts';
import { StatementList, StatementShow } from './Statements';
import { WithholdingRateCreate, WithholdingRateList } from './WithholdingRates';

/**
 * Royalties (docs/royalties.md): publisher organisations' share and payee details, monthly
 * statements (issue, PDF in Thai and English, CSV, the 50 ทวิ certificate, mark paid), payouts and
 * their bank files, withholding tax rates. Reading needs `reports.read`, changing `finance.write`.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'royalty-statements',
      permission: 'reports.read',
      writePermission: 'finance.write',
      routes: { list: 'adminRoyaltyStatementList', get: 'adminRoyaltyStatementGet' },
      list: StatementList,
      show: StatementShow,
      icon: ReceiptLongIcon,
      recordRepresentation: 'Number',
    },
    {
      name: 'royalty-payouts',
      permission: 'reports.read',
      writePermission: 'finance.write',
      routes: { list: 'adminRoyaltyPayoutList' },
      list: PayoutList,
      icon: RequestQuoteIcon,
    },
    {
      name: 'royalty-organisations',
      permission: 'reports.read',
      writePermission: 'finance.write',
      routes: {
        list: 'adminRoyaltyOrganisationList',
        get: 'adminRoyaltyOrganisationGet',
        update: 'adminRoyaltyOrganisationUpdate',
        updateSends: 'all',
      },
      list: OrganisationList,
      edit: OrganisationEdit,
      icon: AccountBalanceIcon,
      recordRepresentation: 'Name',
      readOnlyFields: [
        'Id',
        'Name',
        'LegalName',
        'TaxId',
        'CatalogPublisherId',
        'CatalogPublisherName',
        'PayeeConfirmed',
        'PayeeUpdatedAt',
        'CreatedAt',
      ],
    },
    {
      name: 'withholding-rates',
      permission: 'reports.read',
      writePermission: 'finance.write',
      routes: { list: 'adminWithholdingRateList', create: 'adminWithholdingRateCreate' },
      list: WithholdingRateList,
      create: WithholdingRateCreate,
      icon: PercentIcon,
    },
  ],
};
