import type { PortalPermission } from '@nangsue/contracts/portal';
import { usePermissions } from 'react-admin';

/**
 * Whether the member may change titles (titles.write), read from the member's permissions rather
 * than react-admin's `useCanAccess`: a title page's own `canAccess` query for `edit` would share
 * its key with the one `<Edit>` waits on, and, cancelled when the page's first render gives way to
 * the access check, leave it pending for good (the page stuck loading on a reload).
 */
export const useCanWriteTitles = (): boolean => {
  const { permissions } = usePermissions<PortalPermission[]>();
  return (permissions ?? []).includes('titles.write');
};
