import type { AdminRouteName, Permission } from '@nangsue/contracts/admin';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord, RecordToStringFunction } from 'react-admin';

/**
 * The back office's areas (issue 24): each folder of `src/resources/` exports one `area`, and
 * `src/resources/index.ts` lists them in menu order. The app builds its `<Resource>`s, custom
 * routes, menu, dashboard cards and data provider from this registry; nothing else needs editing
 * to add a screen (docs/back-office.md, "The area registry").
 */
export type AdminArea<Route extends string = AdminRouteName, Perm extends string = Permission> = {
  /** react-admin resources (list/edit/create/show screens over ADMIN_ROUTES). */
  resources: AdminResourceDef<Route, Perm>[];
  /**
   * Pages that are not a resource (a report, the cache page), as `<Route path="..." element=...>`
   * elements rendered inside the layout (react-admin `<CustomRoutes>`); add a `menu` entry to reach
   * them. Guard the page itself with `useRequireAccess`/`<Authorized>` or `useCanAccess` using the
   * permission as `resource` (see `canAccess` in src/auth/auth-provider.ts).
   */
  routes?: ReactElement[];
  /** Menu entries for `routes` (resources get theirs automatically). */
  menu?: AdminMenuEntry<Perm>[];
  /** Cards on the dashboard, each shown only with its permission. */
  dashboardCards?: AdminDashboardCard<Perm>[];
};

/**
 * One react-admin resource. `name` is the resource name in addresses (`/books/42`) and in messages
 * (`resources.<name>.name`, `resources.<name>.fields.<Field>`); `routes` name the ADMIN_ROUTES the
 * data provider calls (src/api/data-provider.ts describes what each one receives).
 */
/** The publisher portal (ADR 0019) uses the same shapes over PORTAL_ROUTES and its permissions. */
export type AdminResourceDef<
  Route extends string = AdminRouteName,
  Perm extends string = Permission,
> = {
  name: string;
  /** What the staff member's role must hold to see the resource (its menu entry, list and show). */
  permission: Perm;
  /** What creating, editing and deleting need; defaults to `permission`. */
  writePermission?: Perm;
  routes: AdminResourceRoutes<Route>;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ReactNode | RecordToStringFunction;
  /**
   * Fields kept out of create/update bodies besides react-admin's `id` (computed or read-only
   * fields the edit form was given by `get`).
   */
  readOnlyFields?: readonly string[];
  /** Custom pages under this resource's address (`<Resource>` children), e.g. `:id/refund`. */
  children?: ReactNode;
};

export type AdminResourceRoutes<Route extends string = AdminRouteName> = {
  /** Query: AdminListQuerySchema (+ the filter fields); answer: `adminPage(item)`. */
  list?: Route;
  /** Params: `{ id }`; answer: the record. */
  get?: Route;
  /** Body: the form's values; answer: the record created. */
  create?: Route;
  /** Params: `{ id }`, body: the changed fields (or the whole record with `updateSends: 'all'`). */
  update?: Route;
  /** Params: `{ id }`; answer: anything (react-admin keeps the record it had). */
  delete?: Route;
  /** `changed` (default): only the fields that differ from the record read; `all`: the whole form. */
  updateSends?: 'changed' | 'all';
};

export type AdminMenuEntry<Perm extends string = Permission> = {
  /** The address of a custom route (`/reports/sales`). */
  to: string;
  /** A translation key (`nangsue.reports.menu.sales`). */
  label: string;
  icon?: ComponentType;
  permission: Perm;
};

export type AdminDashboardCard<Perm extends string = Permission> = {
  key: string;
  permission: Perm;
  component: ComponentType;
};

/** A list item of an admin call: react-admin's record with the API's `Id`. */
export type AdminRecord = RaRecord & { Id: string | number };
