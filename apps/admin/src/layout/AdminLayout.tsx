import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { PasskeysMenuItem } from '../resources/staff/PasskeysPage';
import { AdminMenu } from './AdminMenu';

/** react-admin's app bar (language, light/dark, user menu) with the back office's name. */
const AdminAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <PasskeysMenuItem />
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

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
