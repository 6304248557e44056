import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { allows } from '../auth/auth-provider';
import { AREA_ENTRIES } from '../resources';
import type { AdminArea } from '../resources/types';

/**
 * The menu: the dashboard, then one group per area (its resources, then its own pages), each entry
 * only with the permission it needs, and a group only when it has an entry.
 */
export const AdminMenu = () => <AreaMenu entries={AREA_ENTRIES} allows={allows} />;

/**
 * The menu over any area registry and its access rule: the back office's, and the publisher
 * portal's (ADR 0019).
 */
export const AreaMenu = <Perm extends string>({
  entries,
  allows: allowsTo,
}: {
  entries: readonly (readonly [string, AdminArea<string, Perm>])[];
  allows: (granted: readonly Perm[], resource: string, action: string) => boolean;
}) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<Perm[]>();
  const granted = permissions ?? [];

  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('nangsue.menu.dashboard')} />
      {entries.map(([key, area]) => {
        const resources = area.resources.filter((resource) =>
          allowsTo(granted, resource.name, 'list'),
        );
        const pages = (area.menu ?? []).filter((entry) => granted.includes(entry.permission));
        if (resources.length === 0 && pages.length === 0) return null;
        return [
          open ? (
            <ListSubheader
              key={`${key}-group`}
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}
            >
              {translate(`nangsue.menu.${key}`)}
            </ListSubheader>
          ) : null,
          ...resources.map((resource) => (
            <Menu.ResourceItem key={resource.name} name={resource.name} />
          )),
          ...pages.map((entry) => (
            <Menu.Item
              key={entry.to}
              to={entry.to}
              primaryText={translate(entry.label)}
              leftIcon={entry.icon ? createElement(entry.icon) : undefined}
            />
          )),
        ];
      })}
    </Menu>
  );
};
