import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; filled by the catalog repository from segmented tokens. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
