import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type StaffRole } from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { grantPermissions, upsertRole } from './staff-roles.repository.js';

const ROLE_NAMES: Record<StaffRole, { nameTh: string; nameEn: string }> = {
  owner: { nameTh: 'เจ้าของร้าน', nameEn: 'Owner' },
  catalog_editor: { nameTh: 'บรรณาธิการแคตตาล็อก', nameEn: 'Catalog editor' },
  orders_support: { nameTh: 'คำสั่งซื้อและบริการลูกค้า', nameEn: 'Orders and support' },
  marketing: { nameTh: 'การตลาด', nameEn: 'Marketing' },
  content_moderation: { nameTh: 'เนื้อหาและการดูแลชุมชน', nameEn: 'Content and moderation' },
  finance: { nameTh: 'การเงิน (รายงานและค่าลิขสิทธิ์)', nameEn: 'Finance (reports and royalties)' },
};

/**
 * The staff roles and their permissions (data, issue 24). A role is created with its default
 * permissions once; after that an owner's changes stand, except that the owner role always
 * holds every permission (a new permission of a later release reaches owners at once).
 */
export const seedStaffRoles = async (db: Database): Promise<void> => {
  for (const [key, names] of Object.entries(ROLE_NAMES) as [
    StaffRole,
    (typeof ROLE_NAMES)[StaffRole],
  ][]) {
    const created = await upsertRole(db, { key, ...names });
    if (created) await grantPermissions(db, key, DEFAULT_ROLE_PERMISSIONS[key]);
  }
  await grantPermissions(db, 'owner', PERMISSIONS);
};
