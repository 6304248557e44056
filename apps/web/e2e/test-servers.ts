/** Fixed ports of the servers `playwright.config.ts` starts for the end-to-end tests. */
export const API_PORT = 4100;
export const WEB_PORT = 3100;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
