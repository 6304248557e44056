import type { Database } from './client.js';

/**
 * Seeds reference and demo data. Idempotent: safe on every start. The demo catalog arrives with the
 * catalog issue; for now there is no reference data to seed beyond what migrations create.
 */
export const seedDatabase = async (_db: Database): Promise<{ seeded: string[] }> => ({
  seeded: [],
});
