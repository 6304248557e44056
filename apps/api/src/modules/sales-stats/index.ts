/**
 * The public entry of the sales-stats module (ADR 0017): the daily sales aggregate the publisher
 * portal's dashboard reads (docs/sales-stats.md).
 */
export { bangkokDay, type Dashboard, type DashboardQuery } from './sales-stats.service.js';
export type { SalesStatsService } from './sales-stats.service.js';
