/**
 * The back office's server in the end-to-end tests (playwright.config.ts starts it beside the API
 * and the storefront): a port of its own, movable with E2E_ADMIN_PORT.
 */
export const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3200);
export const ADMIN_URL = `http://localhost:${ADMIN_PORT}`;
