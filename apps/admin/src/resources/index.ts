import { area as catalog } from './catalog';
import { messages as catalogMessages } from './catalog/messages';
import { area as content } from './content';
import { messages as contentMessages } from './content/messages';
import { area as customers } from './customers';
import { messages as customersMessages } from './customers/messages';
import { area as home } from './home';
import { messages as homeMessages } from './home/messages';
import { area as operations } from './operations';
import { messages as operationsMessages } from './operations/messages';
import { area as orders } from './orders';
import { messages as ordersMessages } from './orders/messages';
import { area as promotions } from './promotions';
import { messages as promotionsMessages } from './promotions/messages';
import { area as reports } from './reports';
import { messages as reportsMessages } from './reports/messages';
import { area as royalties } from './royalties';
import { messages as royaltiesMessages } from './royalties/messages';
import { area as searchSpellings } from './search-spellings';
import { messages as searchSpellingsMessages } from './search-spellings/messages';
import { area as staff } from './staff';
import { messages as staffMessages } from './staff/messages';
import { area as submissions } from './submissions';
import { messages as submissionsMessages } from './submissions/messages';
import type { AdminArea, AdminResourceDef } from './types';

/** The areas in menu order; the key names the menu group (`nangsue.menu.<key>`). */
export const AREAS = {
  // Topics and home sliders (src/resources/home) and the search spellings sit in the catalog's
  // group, after its lists.
  catalog: {
    ...catalog,
    resources: [...catalog.resources, ...home.resources, ...searchSpellings.resources],
  },
  submissions,
  orders,
  promotions,
  content,
  customers,
  operations,
  reports,
  royalties,
  staff,
} as const satisfies Record<string, AdminArea>;
export type AreaKey = keyof typeof AREAS;

/** Each area's texts (src/i18n merges them over react-admin's and the shell's). */
export const AREA_MESSAGES: Record<
  AreaKey | 'home' | 'searchSpellings',
  { th: object; en: object }
> = {
  catalog: catalogMessages,
  home: homeMessages,
  searchSpellings: searchSpellingsMessages,
  orders: ordersMessages,
  promotions: promotionsMessages,
  content: contentMessages,
  customers: customersMessages,
  operations: operationsMessages,
  reports: reportsMessages,
  royalties: royaltiesMessages,
  staff: staffMessages,
  submissions: submissionsMessages,
};

export const AREA_ENTRIES = Object.entries(AREAS) as [AreaKey, AdminArea][];

/** Every resource by name (the data provider and the access check look them up here). */
export const RESOURCES: ReadonlyMap<string, AdminResourceDef> = new Map(
  AREA_ENTRIES.flatMap(([, area]) => area.resources.map((resource) => [resource.name, resource])),
);
