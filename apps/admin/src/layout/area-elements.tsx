import { CustomRoutes, Resource } from 'react-admin';
import type { AdminArea } from '../resources/types';

/**
 * The `<Resource>`s and custom routes of an area registry, as `<Admin>` children: the back
 * office's (src/resources) and the publisher portal's (src/portal/areas.ts) alike.
 */
export const areaElements = (entries: readonly (readonly [string, AdminArea<string, string>])[]) =>
  entries.flatMap(([key, area]) => [
    ...area.resources.map((resource) => (
      <Resource
        key={resource.name}
        name={resource.name}
        list={resource.list}
        edit={resource.edit}
        create={resource.create}
        show={resource.show}
        icon={resource.icon}
        recordRepresentation={resource.recordRepresentation}
      >
        {resource.children}
      </Resource>
    )),
    area.routes && area.routes.length > 0 ? (
      <CustomRoutes key={`${key}-routes`}>{area.routes}</CustomRoutes>
    ) : null,
  ]);
