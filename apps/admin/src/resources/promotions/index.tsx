import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { AdminArea } from '../types';
import { RedeemBatchCreate, RedeemBatchList, RedeemBatchShow } from './RedeemBatches';

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
    // A batch's claims, read on the batch's page (no menu entry of their own).
    {
      name: 'redeem-claims',
      permission: 'promotions.read',
      routes: { list: 'adminRedeemClaimList' },
    },
  ],
};
