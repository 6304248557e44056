import { usePermissions } from 'react-admin';

/**
 * Whether the signed-in member's role holds `permission`, read from their permissions. Inside an
 * `<Edit>` page use this, not react-admin's `useCanAccess({ resource, action: 'edit' })`: that
 * query shares its key with the one `<Edit>` waits on and, cancelled when the page's first render
 * gives way to the access check, leaves it pending for good (the page stuck on "Loading" after a
 * reload). Staff and publisher members alike (their permissions are strings).
 */
export const useHasPermission = (permission: string): boolean => {
  const { permissions } = usePermissions<string[]>();
  return (permissions ?? []).includes(permission);
};
