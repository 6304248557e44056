import CampaignIcon from '@mui/icons-material/Campaign';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SavingsIcon from '@mui/icons-material/Savings';
import SellIcon from '@mui/icons-material/Sell';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { AdminArea } from '../types';
import {
  PriceCampaignBookList,
  PriceCampaignCreate,
  PriceCampaignList,
  PriceCampaignShow,
} from './Campaigns';
import { CoinGrantCreate, CoinGrantList } from './CoinGrants';
import { CoinPackCreate, CoinPackEdit, CoinPackList } from './CoinPacks';
import { CouponCreate, CouponEdit, CouponList } from './Coupons';
import {
  RedeemBatchCreate,
  RedeemBatchList,
  RedeemBatchShow,
  RedeemClaimList,
} from './RedeemBatches';

/**
 * Promotions (docs/back-office.md, "Promotions"): redeem-code batches (generate, export once,
 * claims, disable), coupons, price campaigns (and their books), coin grants and coin packs.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'redeem-batches',
      permission: 'promotions.read',
      writePermission: 'promotions.write',
      routes: {
        list: 'adminRedeemBatchList',
        get: 'adminRedeemBatchGet',
        create: 'adminRedeemBatchCreate',
      },
      list: RedeemBatchList,
      create: RedeemBatchCreate,
      show: RedeemBatchShow,
      icon: ConfirmationNumberIcon,
      recordRepresentation: 'Name',
    },
    // Every batch's claims (and one batch's, on its page).
    {
      name: 'redeem-claims',
      permission: 'promotions.read',
      routes: { list: 'adminRedeemClaimList' },
      list: RedeemClaimList,
      icon: HowToRegIcon,
    },
    {
      name: 'coupons',
      permission: 'promotions.read',
      writePermission: 'promotions.write',
      routes: {
        list: 'adminCouponList',
        get: 'adminCouponGet',
        create: 'adminCouponCreate',
        update: 'adminCouponUpdate',
      },
      list: CouponList,
      create: CouponCreate,
      edit: CouponEdit,
      icon: LocalOfferIcon,
      recordRepresentation: 'Code',
      readOnlyFields: ['Id', 'UsedCount', 'CreatedAt'],
    },
    {
      name: 'price-campaigns',
      permission: 'promotions.read',
      writePermission: 'promotions.write',
      routes: {
        list: 'adminPriceCampaignList',
        get: 'adminPriceCampaignGet',
        create: 'adminPriceCampaignCreate',
      },
      list: PriceCampaignList,
      create: PriceCampaignCreate,
      show: PriceCampaignShow,
      icon: CampaignIcon,
      recordRepresentation: 'Name',
    },
    // Every campaign's books (and one campaign's, on its page).
    {
      name: 'price-campaign-books',
      permission: 'promotions.read',
      routes: { list: 'adminPriceCampaignBookList' },
      list: PriceCampaignBookList,
      icon: SellIcon,
    },
    {
      name: 'coin-grants',
      permission: 'promotions.read',
      writePermission: 'promotions.write',
      routes: { list: 'adminCoinGrantList', create: 'adminCoinGrantCreate' },
      list: CoinGrantList,
      create: CoinGrantCreate,
      icon: VolunteerActivismIcon,
    },
    {
      name: 'coin-packs',
      permission: 'promotions.read',
      writePermission: 'promotions.write',
      routes: {
        list: 'adminCoinPackList',
        get: 'adminCoinPackGet',
        create: 'adminCoinPackCreate',
        update: 'adminCoinPackUpdate',
      },
      list: CoinPackList,
      create: CoinPackCreate,
      edit: CoinPackEdit,
      icon: SavingsIcon,
      recordRepresentation: 'NameEn',
      readOnlyFields: ['Id', 'CoinsSatang'],
    },
  ],
};
