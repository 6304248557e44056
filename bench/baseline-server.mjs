// The yardstick of docs/performance.md: a bare Fastify route running one list query (18 books of a
// page, by copies sold) on the same database, with nothing else: no validation, envelope, cache,
// hooks or mapping. Started by bench/run.mjs.
import Fastify from 'fastify';

const port = Number(process.env.BASELINE_PORT ?? 4301);
const app = Fastify({ logger: false });

const { default: postgres } = await import('postgres');
const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const query = (offset) =>
  sql`select id, name_th, price_satang from books where published order by sold_count desc nulls last, id desc nulls last limit 18 offset ${offset}`;
const close = () => sql.end();

app.get('/baseline', async (request) => {
  const page = Math.max(1, Math.min(50, Number(request.query.page ?? 1)));
  return query((page - 1) * 18);
});

app.addHook('onClose', async () => close());
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
