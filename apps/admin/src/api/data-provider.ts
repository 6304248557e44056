import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { RESOURCES } from '../resources';
import type { AdminResourceDef, AdminResourceRoutes } from '../resources/types';
import { callAdminLoose, type LooseAdminCallInput } from './client';

/**
 * react-admin's data provider over the area registry (src/resources): each resource names the
 * ADMIN_ROUTES it reads and writes, and this turns react-admin's calls into them.
 *
 * - getList: query `{ Page, PageSize, Sort, Order, Q, ...filters }` (filters in PascalCase, as the
 *   contracts name them; react-admin's `q` becomes `Q`); the answer's `Items` become records with
 *   `id = Id`, and `HasNextPage` react-admin's partial pagination (no total is ever counted; on
 *   the last page it follows from the page number).
 * - getOne: params `{ id }`. getMany: getOne for each id (a handful on a page).
 * - getManyReference: the list route with the reference as a filter (`target` → PascalCase).
 * - create/update: the form's values as the body, without react-admin's `id` (and the resource's
 *   `readOnlyFields`); update sends only the changed fields unless `updateSends: 'all'`.
 * - delete/deleteMany/updateMany: one call per record.
 */
type Page = { Items: (Record<string, unknown> & { Id?: Identifier })[]; HasNextPage: boolean };

/** `status` → `Status`, `staffId` → `StaffId` (react-admin sources are the API's field names). */
export const pascalCase = (name: string): string =>
  name === 'q' ? 'Q' : name.charAt(0).toUpperCase() + name.slice(1);

/** A record as react-admin wants it: the API's `Id` as `id`. */
export const toRecord = <T extends Record<string, unknown>>(item: T): T & RaRecord => {
  const id = (item.Id ?? item.id) as Identifier | undefined;
  return { ...item, id: id ?? '' } as T & RaRecord;
};

/** The body of a write: the form's values without react-admin's `id` and read-only fields. */
export const toBody = (
  data: Record<string, unknown>,
  definition: AdminResourceDef<string, string>,
): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  const skipped = new Set(['id', ...(definition.readOnlyFields ?? [])]);
  for (const [key, value] of Object.entries(data)) if (!skipped.has(key)) body[key] = value;
  return body;
};

/** The fields of `data` that differ from `previous` (compared as JSON). */
export const changedFields = (
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> => {
  if (!previous) return data;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  return changed;
};

export const listQueryOf = (params: GetListParams): Record<string, unknown> => {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params.filter ?? {})) query[pascalCase(key)] = value;
  if (params.pagination) {
    query.Page = params.pagination.page;
    query.PageSize = params.pagination.perPage;
  }
  if (params.sort?.field && params.sort.field !== 'id') {
    query.Sort = params.sort.field;
    query.Order = params.sort.order;
  } else if (params.sort?.order) {
    query.Order = params.sort.order;
  }
  return query;
};

type AnyResource = AdminResourceDef<string, string>;

/**
 * A data provider over one area registry and route table: the back office's (`ADMIN_ROUTES`) or
 * the publisher portal's (`PORTAL_ROUTES`, ADR 0019). A record's `id` goes into the route's one
 * path parameter, whatever it is called (`:id`, `:bookId`).
 */
export const createDataProvider = ({
  resources,
  table,
  callLoose,
}: {
  resources: ReadonlyMap<string, AnyResource>;
  table: Record<string, { path: string }>;
  callLoose: (name: never, input: LooseAdminCallInput) => Promise<unknown>;
}): DataProvider => {
  const call = callLoose as (name: string, input: LooseAdminCallInput) => Promise<unknown>;
  const resourceOf = (resource: string): AnyResource => {
    const definition = resources.get(resource);
    if (!definition) throw new Error(`Unknown resource "${resource}"`);
    return definition;
  };

  const routeOf = (
    resource: string,
    action: keyof Omit<AdminResourceRoutes<string>, 'updateSends'>,
  ): string => {
    const name = resourceOf(resource).routes[action];
    if (!name) throw new HttpError('ra.notification.http_error', 405, null);
    return name;
  };

  /** `{ id: 42 }` for `/books/:id`, `{ bookId: 42 }` for `/titles/:bookId`. */
  const idParams = (name: string, id: Identifier): Record<string, unknown> => {
    const parameter = /:([A-Za-z0-9_]+)/.exec(table[name]?.path ?? '')?.[1] ?? 'id';
    return { [parameter]: id };
  };

  const list = async (resource: string, params: GetListParams) => {
    const name = routeOf(resource, 'list');
    // A list that takes no query (a short fixed list, such as the roles) gets none.
    const takesQuery = 'query' in (table[name] ?? {});
    const page = (await call(name, {
      query: takesQuery ? listQueryOf(params) : undefined,
      signal: params.signal,
    })) as Page;
    const current = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? page.Items.length;
    return {
      data: page.Items.map(toRecord),
      // On the last page the total is known without counting anything ("1-7 of 7").
      ...(page.HasNextPage ? {} : { total: (current - 1) * perPage + page.Items.length }),
      pageInfo: { hasNextPage: page.HasNextPage, hasPreviousPage: current > 1 },
    };
  };

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    const name = routeOf(resource, 'get');
    return toRecord(
      (await call(name, { params: idParams(name, id), signal })) as Record<string, unknown>,
    );
  };

  const update = async (
    resource: string,
    id: Identifier,
    data: Record<string, unknown>,
    previousData: Record<string, unknown> | undefined,
  ) => {
    const definition = resourceOf(resource);
    const values =
      definition.routes.updateSends === 'all' ? data : changedFields(data, previousData);
    const name = routeOf(resource, 'update');
    const answer = await call(name, {
      params: idParams(name, id),
      body: toBody(values, definition),
    });
    // A route may answer the record or just `{ Ok: true }`: react-admin then keeps what it sent.
    return typeof answer === 'object' && answer !== null && 'Id' in answer
      ? toRecord(answer as Record<string, unknown>)
      : ({ ...previousData, ...data, id } as RaRecord);
  };

  const remove = async (resource: string, id: Identifier) => {
    const name = routeOf(resource, 'delete');
    await call(name, { params: idParams(name, id) });
  };

  /**
   * Typed for our records; react-admin's generic `RecordType` is the caller's assertion, so the
   * object is handed to it as a DataProvider.
   */
  return {
    supportAbortSignal: true,
    getList: (resource, params) => list(resource, params),
    getOne: async (resource, params) => ({
      data: await getOne(resource, params.id, params.signal),
    }),
    getMany: async (resource, params) => ({
      data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))),
    }),
    getManyReference: (resource, params) =>
      list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }),
    create: async (resource, params) => {
      const definition = resourceOf(resource);
      const answer = (await call(routeOf(resource, 'create'), {
        body: toBody(params.data as Record<string, unknown>, definition),
      })) as Record<string, unknown>;
      return { data: toRecord(answer) };
    },
    update: async (resource, params) => ({
      data: await update(resource, params.id, params.data, params.previousData),
    }),
    updateMany: async (resource, params) => {
      for (const id of params.ids) await update(resource, id, params.data, undefined);
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await remove(resource, params.id);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },
  } as DataProvider;
};

/** The back office's data provider (src/resources over ADMIN_ROUTES). */
export const dataProvider = createDataProvider({
  resources: RESOURCES as ReadonlyMap<string, AnyResource>,
  table: ADMIN_ROUTES,
  callLoose: callAdminLoose,
});
