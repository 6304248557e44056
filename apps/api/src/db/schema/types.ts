import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; filled by the catalog repository from segmented tokens. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Text compared by code point (`COLLATE "C"`): every string starting with a prefix is one index range. */
export const codePointText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
