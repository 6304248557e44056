import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { areaElements } from './layout/area-elements';
import { dataProvider } from './api/data-provider';
import { authProvider } from './auth/auth-provider';
import { LoginPage } from './auth/LoginPage';
import { SetupPage } from './auth/SetupPage';
import { i18nProvider } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { Dashboard } from './layout/Dashboard';
import { AREA_ENTRIES } from './resources';
import { darkTheme, lightTheme } from './theme/themes';

/**
 * The back office (ADR 0018): react-admin over the area registry (src/resources). Every page but
 * sign-in and the set-up link needs a staff session; the menu shows what the staff member's
 * permissions allow (authProvider.canAccess), and the API checks each call again.
 */
export const App = () => (
  <Admin
    title="nangsue.app.title"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AdminLayout}
    dashboard={Dashboard}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme="dark"
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/setup/:token" element={<SetupPage />} />
    </CustomRoutes>
    {areaElements(AREA_ENTRIES)}
  </Admin>
);
