/**
 * Ports of the servers `playwright.config.ts` starts for the end-to-end tests: fixed by default,
 * movable with E2E_API_PORT and E2E_WEB_PORT so two checkouts can run their journeys side by side.
 */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
