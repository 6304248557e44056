import { useHasPermission } from '../../auth/use-has-permission';

/**
 * Whether the member may change titles (titles.write), read from the member's permissions rather
 * than react-admin's `useCanAccess` inside the title's `<Edit>` (see `useHasPermission`).
 */
export const useCanWriteTitles = (): boolean => useHasPermission('titles.write');
