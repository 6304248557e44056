import type { PortalPermission } from '@nangsue/contracts/portal';
import type { PortalRouteName } from '../api/client';
import type { AdminArea, AdminResourceDef } from '../resources/types';

/**
 * A publisher portal area (ADR 0019): the back office's area shape over PORTAL_ROUTES and the
 * portal's permissions. Each folder of src/portal/ exports one, listed in src/portal/areas.ts.
 */
export type PortalArea = AdminArea<PortalRouteName, PortalPermission>;
export type PortalResourceDef = AdminResourceDef<PortalRouteName, PortalPermission>;
