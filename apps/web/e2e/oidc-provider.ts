import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real local OpenID Connect provider (oauth2-mock-server) in the role of Google or Apple: its own
 * signing keys, discovery document, authorization endpoint (it answers at once, as if the person
 * had chosen their account) and token endpoint with PKCE. `signInAs` decides who the next ID token
 * names.
 *
 * With `formPostPort`, an authorization request with `response_mode=form_post` is answered the way
 * Apple does: a page on the provider's side (another origin than the store) that posts `code`,
 * `state` and `user` (the name, as JSON) to the return address.
 */
export type ProviderPerson = {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
};

export type LocalProvider = {
  server: OAuth2Server;
  signInAs: (person: ProviderPerson) => void;
  stop: () => Promise<void>;
};

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Apple's form_post answer: a self-submitting form to the return address. */
const startFormPostServer = async (port: number): Promise<Server> => {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const target = new URL(url.searchParams.get('to') ?? '');
    const fields = [...target.searchParams, ['user', url.searchParams.get('user') ?? '']]
      .filter(([, value]) => value !== '')
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name ?? '')}" value="${escapeHtml(value ?? '')}">`,
      )
      .join('');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><body><form method="post" action="${escapeHtml(
        `${target.origin}${target.pathname}`,
      )}">${fields}</form><script>document.forms[0].submit()</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
};

/**
 * One signing key per provider for the whole run (kept in the run's data folder): the API caches a
 * provider's keys and looks again at most every 30 s, so a provider restarted by the next spec file
 * with a new key would have its tokens refused for that long.
 */
const loadRunSigningKey = async (server: OAuth2Server, port: number): Promise<void> => {
  const folder = process.env.NANGSUE_E2E_DATA_DIR ?? os.tmpdir();
  const file = path.join(folder, `oidc-key-${port}.json`);
  if (existsSync(file)) {
    await server.issuer.keys.add(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    return;
  }
  await server.issuer.keys.generate('RS256');
  const [key] = server.issuer.keys.toJSON(true);
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
};

export const startLocalProvider = async (options: {
  port: number;
  issuer: string;
  clientId: string;
  formPostPort?: number;
}): Promise<LocalProvider> => {
  const server = new OAuth2Server();
  await loadRunSigningKey(server, options.port);
  server.issuer.url = options.issuer;
  await server.start(options.port, '127.0.0.1');
  const formPost =
    options.formPostPort === undefined
      ? undefined
      : await startFormPostServer(options.formPostPort);

  let person: ProviderPerson | null = null;
  server.service.on('beforeTokenSigning', (token) => {
    // Only the ID token is ours (audience = our client id); the access token is left alone.
    if (person !== null && token.payload.aud === options.clientId) {
      // Apple's ID token carries no name: it comes only in the posted `user` field.
      const { given_name: givenName, family_name: familyName, ...claims } = person;
      Object.assign(
        token.payload,
        formPost === undefined
          ? { ...claims, given_name: givenName, family_name: familyName }
          : claims,
      );
    }
  });
  server.service.on('beforeAuthorizeRedirect', (redirect, request) => {
    const query = new URL(request.url ?? '/', options.issuer).searchParams;
    if (formPost === undefined || query.get('response_mode') !== 'form_post') return;
    const page = new URL(`http://127.0.0.1:${options.formPostPort}/form_post`);
    page.searchParams.set('to', redirect.url.toString());
    if (person?.given_name || person?.family_name) {
      page.searchParams.set(
        'user',
        JSON.stringify({
          name: { firstName: person.given_name, lastName: person.family_name },
          email: person.email,
        }),
      );
    }
    // The library redirects to this very URL object: change it in place.
    redirect.url.href = page.href;
  });

  return {
    server,
    signInAs: (next) => {
      person = next;
    },
    stop: async () => {
      await server.stop();
      await new Promise<void>((resolve) =>
        formPost ? formPost.close(() => resolve()) : resolve(),
      );
    },
  };
};
