import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { areaElements } from '../layout/area-elements';
import { darkTheme, lightTheme } from '../theme/themes';
import { PORTAL_AREA_ENTRIES } from './areas';
import { portalAuthProvider } from './auth-provider';
import { portalDataProvider } from './data-provider';
import { portalI18nProvider } from './i18n';
import { InvitationPage } from './InvitationPage';
import { PortalDashboard } from './PortalDashboard';
import { PortalLayout } from './PortalLayout';
import { PortalLoginPage } from './PortalLoginPage';

/**
 * The publisher portal (issue 25, ADR 0019): the back office's front in portal mode, at
 * `/portal` (the router's basename, src/main.tsx), over PORTAL_ROUTES and a portal session; no
 * staff screen is reachable from it.
 */
export const PortalApp = () => (
  <Admin
    title="nangsue.app.title"
    dataProvider={portalDataProvider}
    authProvider={portalAuthProvider}
    i18nProvider={portalI18nProvider}
    loginPage={PortalLoginPage}
    layout={PortalLayout}
    dashboard={PortalDashboard}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="dark"
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/invitations/:token" element={<InvitationPage />} />
    </CustomRoutes>
    {areaElements(PORTAL_AREA_ENTRIES)}
  </Admin>
);
