import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { PortalArea } from '../types';
import { TitleCreate, TitleEdit } from './TitleForm';
import { TitleList } from './TitleList';
import { TitlesCard } from './TitlesCard';

/**
 * What the title page was given besides the fields it edits (never sent back; a new title's
 * `PriceSatang` is sent, later prices go through their own route).
 */
const TITLE_READ_ONLY = [
  'Id',
  'ReviewStatus',
  'StoreStatus',
  'RequestedPublishAt',
  'HasPendingChanges',
  'PendingFields',
  'SalePriceSatang',
  'SaleStartsAt',
  'SaleEndsAt',
  'SaleCampaignName',
  'CurrentPriceSatang',
  'SaleActive',
  'CoverUrl',
  'HasStoredCover',
  'Files',
  'Warnings',
  'SoldCount',
  'StoreUrl',
  'History',
  'CanEdit',
  'CreatedAt',
  'UpdatedAt',
] as const;

/**
 * The organisation's books (issue 25, docs/titles.md): list, create, and a title's page (review,
 * details, files and cover, price and sale, history) with its preview; titles.read to see them,
 * titles.write to change them.
 */
export const area: PortalArea = {
  resources: [
    {
      name: 'titles',
      permission: 'titles.read',
      writePermission: 'titles.write',
      routes: {
        list: 'portalTitleList',
        get: 'portalTitleGet',
        create: 'portalTitleCreate',
        update: 'portalTitleUpdate',
      },
      list: TitleList,
      edit: TitleEdit,
      create: TitleCreate,
      icon: MenuBookIcon,
      recordRepresentation: 'NameTh',
      readOnlyFields: TITLE_READ_ONLY,
    },
  ],
  dashboardCards: [{ key: 'titles', permission: 'titles.read', component: TitlesCard }],
};
