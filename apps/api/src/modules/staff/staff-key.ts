import type { DbOrTx } from '../../db/client.js';
import {
  createTotpSealer,
  newStaffKey,
  staffKeyFrom,
  type TotpPurpose,
  type TotpSealer,
} from './staff-totp.js';
import type * as staffRepository from './staff.repository.js';

/** The stored staff key's name in `store_secrets`. */
export const STAFF_KEY_SECRET = 'staff_totp_key';

/**
 * The sealer of staff TOTP secrets: under STAFF_SECRET_KEY when it is set, else under a key the
 * store makes once and keeps in `store_secrets` (every API process agrees on it).
 */
export const createStaffSealer = ({
  db,
  configuredKey,
  repository,
  purpose = 'staff-totp',
}: {
  db: DbOrTx;
  configuredKey: string | undefined;
  repository: Pick<typeof staffRepository, 'ensureSecret'>;
  /** The publisher portal's members' secrets are sealed under the same key, bound apart. */
  purpose?: TotpPurpose;
}): TotpSealer =>
  createTotpSealer(
    async () =>
      staffKeyFrom(
        configuredKey ?? (await repository.ensureSecret(db, STAFF_KEY_SECRET, newStaffKey())),
      ),
    purpose,
  );
