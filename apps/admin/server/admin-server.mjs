#!/usr/bin/env node
// The back office's server (ADR 0018, docs/back-office.md): serves the built single-page app
// (dist/, or Vite's development server with --dev) with the storefront's security headers, and
// forwards the browser's /admin/v1/* calls to the API, only those ADMIN_ROUTES declares, with the
// staff session from its own HttpOnly cookie as the StaffToken header. Usage:
//   node apps/admin/server/admin-server.mjs [--dev]
// Settings: ADMIN_PORT (3100), ADMIN_HOST (0.0.0.0), API_MAIN_URL (http://127.0.0.1:4000),
// ADMIN_URL (the address staff open; http://localhost:ADMIN_PORT), ADMIN_TRUST_PROXY (as the
// storefront's WEB_TRUST_PROXY), ADMIN_API_TIMEOUT_MS (120000: the API's silence before 504).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import Fastify from 'fastify';
import {
  cameOverHttps,
  compileRoutes,
  compileTrust,
  cookieNameFor,
  errorEnvelope,
  FORWARDED_REQUEST_HEADERS,
  isForeignRequest,
  isSecureSite,
  matchRoute,
  PORTAL_COOKIE,
  readCookie,
  RETURNED_RESPONSE_HEADERS,
  sessionActionOf,
  sessionCookieHeader,
  STAFF_COOKIE,
  takeSessionToken,
  visitorAddressOf,
} from './admin-proxy.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Content-Security-Policy of every answer (ADR 0009's, stricter: nothing from elsewhere). */
export const contentSecurityPolicy = (dev) => ({
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    // Development only: Vite's React refresh preamble is an inline script.
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // emotion writes style elements at run time and MUI's `sx` gives inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  },
});

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Builds the server (not listening). `options` override the environment (tests): `apiUrl`,
 * `adminUrl`, `trustProxy`, `dev`, `distDir`, `apiTimeoutMs`, `logger`.
 */
export const buildAdminServer = async (options = {}) => {
  const port = Number(process.env.ADMIN_PORT ?? 3100);
  const apiUrl = new URL(options.apiUrl ?? process.env.API_MAIN_URL ?? 'http://127.0.0.1:4000');
  const adminUrl = options.adminUrl ?? process.env.ADMIN_URL ?? `http://localhost:${port}`;
  const trust = compileTrust(options.trustProxy ?? process.env.ADMIN_TRUST_PROXY);
  const dev = options.dev ?? false;
  const distDir = options.distDir ?? path.join(appDir, 'dist');
  const apiTimeoutMs = options.apiTimeoutMs ?? Number(process.env.ADMIN_API_TIMEOUT_MS ?? 120_000);
  const siteIsSecure = isSecureSite(adminUrl);
  const adminOrigin = new URL(adminUrl).origin;
  // The back office's calls carry the staff cookie as StaffToken; the publisher portal's (ADR
  // 0019) their own cookie as PortalToken. Neither cookie is ever sent as the other.
  const tables = {
    admin: { routes: compileRoutes(ADMIN_ROUTES), cookie: STAFF_COOKIE, header: 'stafftoken' },
    portal: { routes: compileRoutes(PORTAL_ROUTES), cookie: PORTAL_COOKIE, header: 'portaltoken' },
  };
  const client = apiUrl.protocol === 'https:' ? https : http;

  const app = Fastify({
    logger: options.logger ?? false,
    // The visitor's address comes from proxy-addr with ADMIN_TRUST_PROXY (visitorAddressOf).
    trustProxy: false,
    requestIdHeader: false,
    return503OnClosing: true,
  });

  // Bodies are never read here: /admin/v1 streams them to the API (uploads of 50 MB included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(dev),
    // Sent below, only to a visitor who came over https (HSTS over http is ignored, and on
    // localhost it would pin a developer's browser).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (cameOverHttps(request.raw, trust)) reply.raw.setHeader('Strict-Transport-Security', HSTS);
  });

  /** Whether the cookie this request gets is `Secure` (and `__Host-`). */
  const secureFor = (request) => siteIsSecure || cameOverHttps(request.raw, trust);

  const ownOriginsOf = (request) => {
    const origins = [adminOrigin];
    const host = request.headers.host;
    if (host) origins.push(`${cameOverHttps(request.raw, trust) ? 'https' : 'http'}://${host}`);
    return origins;
  };

  const forwardFor = (table) => (request, reply) => {
    const { routes } = table;
    const requestId = randomUUID();
    const language = request.headers.language === 'en' ? 'en' : 'th';
    const url = new URL(request.raw.url, 'http://admin.invalid');
    const match = matchRoute(routes, request.method, url.pathname);
    const answerError = (status, kind) =>
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .header('X-Request-Id', requestId)
        .send(errorEnvelope(kind, language));

    if (match === undefined) return answerError(404, 'notFound');
    const { route } = match;
    if (isForeignRequest(request.method, route.session, request.headers, ownOriginsOf(request)))
      return answerError(403, 'forbidden');

    const secure = secureFor(request);
    const cookieName = cookieNameFor(secure, table.cookie);
    const token = readCookie(request.headers.cookie, cookieName);
    const headers = { 'x-request-id': requestId };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    if (
      request.headers['transfer-encoding'] !== undefined &&
      headers['content-length'] === undefined
    )
      headers['transfer-encoding'] = 'chunked';
    if (token) headers[table.header] = token;
    const visitor = visitorAddressOf(request.raw, trust);
    if (visitor) headers['x-forwarded-for'] = visitor;

    return new Promise((resolve) => {
      let settled = false;
      const finish = (value) => {
        if (!settled) {
          settled = true;
          resolve(value);
        }
      };
      const upstream = client.request(
        new URL(`${url.pathname}${url.search}`, apiUrl),
        { method: request.method, headers, timeout: apiTimeoutMs },
        (response) => {
          // The API answered (perhaps before the whole upload arrived): stop sending it.
          request.raw.unpipe(upstream);
          const status = response.statusCode ?? 502;
          const action = sessionActionOf(route.session, status, Boolean(token));
          reply.code(status).header('Cache-Control', 'no-store');
          for (const name of RETURNED_RESPONSE_HEADERS) {
            const value = response.headers[name];
            if (value !== undefined) reply.header(name, value);
          }
          if (!response.headers['x-request-id']) reply.header('X-Request-Id', requestId);
          if (action === 'clear')
            reply.header('Set-Cookie', sessionCookieHeader('', secure, table.cookie));

          if (action !== 'store') {
            finish(reply.send(response));
            return;
          }
          // A new session: its token goes into the cookie and never reaches a script.
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', () => finish(answerError(502, 'badGateway')));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let taken = null;
            try {
              taken = takeSessionToken(JSON.parse(text));
            } catch {
              taken = null;
            }
            reply.removeHeader('content-length');
            if (taken === null) {
              finish(reply.send(text));
              return;
            }
            reply.header('Set-Cookie', sessionCookieHeader(taken.token, secure, table.cookie));
            finish(reply.type('application/json; charset=utf-8').send(JSON.stringify(taken.body)));
          });
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
      upstream.on('error', (error) => {
        if (request.raw.destroyed || reply.sent) return finish(reply);
        const timedOut = error.message === 'timeout';
        request.log.error({ err: error, requestId }, 'admin proxy: the API did not answer');
        console.error(
          `[admin-proxy] ${request.method} ${url.pathname} failed (${requestId}): ${error.message}`,
        );
        // The staff member asked to sign out: the cookie goes even when the API is away.
        if (route.session === 'ends')
          reply.header('Set-Cookie', sessionCookieHeader('', secure, table.cookie));
        finish(answerError(timedOut ? 504 : 502, timedOut ? 'gatewayTimeout' : 'badGateway'));
      });
      // The browser went away before its answer was written: stop the call.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) upstream.destroy();
      });
      if (request.method === 'GET' || request.method === 'HEAD') upstream.end();
      else request.raw.pipe(upstream);
    });
  };

  const forwardAdmin = forwardFor(tables.admin);
  const forwardPortal = forwardFor(tables.portal);
  app.all('/admin/v1/*', forwardAdmin);
  app.all('/admin/v1', forwardAdmin);
  app.all('/portal/v1/*', forwardPortal);
  app.all('/portal/v1', forwardPortal);

  if (dev) {
    // Development: Vite serves the app (with hot reload) on this same port, behind the same
    // headers and proxy, so the browser sees one origin as in production.
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: appDir,
      configFile: path.join(appDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'spa',
    });
    app.addHook('onClose', () => vite.close());
    app.addHook('onRequest', (request, reply, done) => {
      if (request.raw.url?.startsWith('/admin/v1') || request.raw.url?.startsWith('/portal/v1'))
        return done();
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
    });
  } else {
    if (!existsSync(path.join(distDir, 'index.html')))
      throw new Error(
        `The back office is not built (${distDir}/index.html is missing): run npm run build -w @nangsue/admin`,
      );
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      // Vite names files under assets/ by their content: they never change.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(distDir, filePath);
        if (relative === 'index.html') reply.header('Cache-Control', 'no-store');
        else if (relative.startsWith(`assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
    const sendApp = (_request, reply) =>
      reply.header('Cache-Control', 'no-store').sendFile('index.html');
    app.get('/', sendApp);
    // Any other page address is the single-page app (its router draws the page); a missing file
    // (a name with a dot) stays a 404.
    app.setNotFoundHandler((request, reply) => {
      const { pathname } = new URL(request.raw.url, 'http://admin.invalid');
      const lastSegment = pathname.split('/').pop() ?? '';
      if ((request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.'))
        return sendApp(request, reply);
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('Not Found');
    });
  }

  return app;
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.ADMIN_PORT ?? 3100);
  const host = process.env.ADMIN_HOST ?? '0.0.0.0';
  const app = await buildAdminServer({ dev: process.argv.includes('--dev') });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Back office ready on http://${shown}:${port}`);
  const stop = () => app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
