#!/usr/bin/env node
/**
 * A local OpenID Connect provider for trying "sign in with Google" on a development machine, where
 * the real Google is out of reach: oauth2-mock-server with its own keys, discovery document,
 * authorization endpoint (it answers at once, as if the person had picked their account) and token
 * endpoint with PKCE. Every ID token it issues names one demo person.
 *
 *   npm run oidc:local          # then start the store with the settings it prints
 *
 * Development only: the store refuses http provider addresses in production.
 */
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 4180);
const issuer = `http://127.0.0.1:${port}`;
const clientId = 'local-google-client';

const person = {
  sub: 'local-demo-person-1',
  email: process.env.OIDC_EMAIL ?? 'somchai.google@example.com',
  email_verified: true,
  given_name: 'สมชาย',
  family_name: 'ทดลองใช้',
  name: 'สมชาย ทดลองใช้',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.issuer.url = issuer;
server.service.on('beforeTokenSigning', (token) => {
  if (token.payload.aud === clientId) Object.assign(token.payload, person);
});
await server.start(port, '127.0.0.1');

const settings = {
  GOOGLE_CLIENT_ID: clientId,
  GOOGLE_CLIENT_SECRET: 'local-google-secret',
  GOOGLE_ISSUER: issuer,
  AUTH_COOKIE_SECRET: 'local-development-cookie-secret-0123456789',
};
console.warn(
  `Local OpenID provider (as Google) at ${issuer}, signing everyone in as ${person.email}.`,
);
console.warn('Start the store in another terminal with:\n');
console.warn(
  `  ${Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} npm start\n`,
);
console.warn('Ctrl+C stops it.');

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
