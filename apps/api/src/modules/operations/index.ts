/**
 * The public entry of the operations module (issue 24, docs/back-office.md "Operations"): the job
 * queue, the catalog's read cache and the search log in the back office. Nothing imports it yet;
 * the second API's `DELETE /v1/cache/clear-all` reaches its service through `app.services`.
 */
export type { OperationsService } from './operations.service.js';
