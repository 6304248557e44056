import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import { callPortalLoose } from '../api/client';
import { createDataProvider } from '../api/data-provider';
import type { AdminResourceDef } from '../resources/types';
import { PORTAL_RESOURCES } from './areas';

/** The portal's data provider: the portal's areas over PORTAL_ROUTES (ADR 0019). */
export const portalDataProvider = createDataProvider({
  resources: PORTAL_RESOURCES as ReadonlyMap<string, AdminResourceDef<string, string>>,
  table: PORTAL_ROUTES,
  callLoose: callPortalLoose,
});
