import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { AdminArea } from '../types';
import {
  RedeemBatchCreate,
  RedeemBatchList,
  RedeemBatchShow,
  RedeemClaimList,
} from './RedeemBatches';

/**
 * Promotions (docs/back-office.md, "Promotions"): redeem-code batches (generate, export once,
 * claims, disable), coupons, coin grants and coin packs.
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
  ],
};
