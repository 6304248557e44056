import type { DbOrTx } from './client.js';

/**
 * A read built once per database handle and run as a named prepared statement (issue 27 §3):
 * Drizzle builds its SQL once instead of at every call, PostgreSQL plans it once per connection.
 * Inside a transaction (a new handle each time) it is built as before.
 */
export const preparedPer = <Q>(build: (db: DbOrTx) => Q): ((db: DbOrTx) => Q) => {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
};
