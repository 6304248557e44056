import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { AreaMenu } from '../layout/AdminMenu';
import { PORTAL_AREA_ENTRIES } from './areas';
import { portalAllows } from './auth-provider';

const PortalAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <Typography component="span" variant="h6" sx={{ mr: 2, fontWeight: 700, flexShrink: 0 }}>
        {translate('nangsue.app.short_title')}
      </Typography>
      <TitlePortal />
    </AppBar>
  );
};

const PortalMenu = () => <AreaMenu entries={PORTAL_AREA_ENTRIES} allows={portalAllows} />;

/** The portal's frame: react-admin's layout with the portal's name and menu (ADR 0019). */
export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={PortalAppBar} menu={PortalMenu}>
    {children}
  </Layout>
);
