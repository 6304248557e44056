import { area as bulk } from './bulk';
import { messages as bulkMessages } from './bulk/messages';
import { area as members } from './members';
import { messages as membersMessages } from './members/messages';
import { area as money } from './money';
import { messages as moneyMessages } from './money/messages';
import { area as sales } from './sales';
import { messages as salesMessages } from './sales/messages';
import { area as titles } from './titles';
import { messages as titlesMessages } from './titles/messages';
import type { PortalArea, PortalResourceDef } from './types';

/**
 * The publisher portal's areas in menu order (ADR 0019); the key names the menu group
 * (`nangsue.menu.<key>`). A new area adds its import and one line here and in the messages.
 */
export const PORTAL_AREAS = {
  titles,
  bulk,
  sales,
  money,
  organisation: members,
} as const satisfies Record<string, PortalArea>;

/** Each area's texts (merged over react-admin's and the portal shell's). */
export const PORTAL_AREA_MESSAGES: { th: object; en: object }[] = [
  membersMessages,
  titlesMessages,
  moneyMessages,
  salesMessages,
  bulkMessages,
];

export const PORTAL_AREA_ENTRIES = Object.entries(PORTAL_AREAS) as [string, PortalArea][];

/** Every portal resource by name (the data provider and the access check look them up here). */
export const PORTAL_RESOURCES: ReadonlyMap<string, PortalResourceDef> = new Map(
  PORTAL_AREA_ENTRIES.flatMap(([, area]) =>
    area.resources.map((resource) => [resource.name, resource]),
  ),
);
