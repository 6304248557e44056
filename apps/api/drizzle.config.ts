import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema: `npm run db:generate -w @nangsue/api`.
// The generated files in ./drizzle are committed and applied at every start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
