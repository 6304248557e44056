import { createHash } from 'node:crypto';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@/theme/theme';
import { COLOR_SCHEME_SCRIPT_HASH, contentSecurityPolicy, newNonce } from './security-headers';

describe('storefront security headers', () => {
  it('makes a new unguessable nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('allows only scripts with the nonce, and no framing, on a page rendered per visit', () => {
    const policy = contentSecurityPolicy('abc', false);
    expect(policy).toContain(
      `script-src 'self' 'nonce-abc' '${COLOR_SCHEME_SCRIPT_HASH}' 'strict-dynamic'`,
    );
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('allows this site’s and inline scripts on a cached catalog page, which cannot carry a nonce', () => {
    const policy = contentSecurityPolicy(null, false);
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`connect-src 'self'`);
  });

  it('allows nothing of Omise’s unless the store is set up for it', () => {
    for (const policy of [
      contentSecurityPolicy('abc', false),
      contentSecurityPolicy(null, false),
    ]) {
      expect(policy).not.toContain('omise');
      expect(policy).not.toContain('frame-src');
    }
  });

  it('allows Omise.js and its vault on a per-visit page of a store set up for Omise', () => {
    const omise = {
      scriptUrl: 'https://cdn.omise.co/omise.js',
      vaultUrl: 'https://vault.omise.co',
    };
    const policy = contentSecurityPolicy('abc', false, omise);
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic' https:\/\/cdn\.omise\.co(;|$)/);
    expect(policy).toContain(`connect-src 'self' https://vault.omise.co`);
    expect(policy).toContain('frame-src https://cdn.omise.co https://vault.omise.co');
    // A cached page never loads the card form.
    expect(contentSecurityPolicy(null, false, omise)).not.toContain('omise');
  });

  it('allows the reader its blob: frames and the PDF worker, on the reader page only', () => {
    const policy = contentSecurityPolicy('abc', false, null, true);
    expect(policy).toContain(`frame-src 'self' blob:`);
    expect(policy).toContain(`worker-src 'self' blob:`);
    expect(policy).toContain(`style-src 'self' 'unsafe-inline' blob:`);
    expect(policy).toContain(`font-src 'self' data: blob:`);
    // The book's own scripts still need the page's nonce, which they cannot have.
    expect(policy).toMatch(/script-src 'self' 'nonce-abc' [^;]*'strict-dynamic'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*blob:/);
    expect(contentSecurityPolicy('abc', false)).not.toContain('blob: ;');
    expect(contentSecurityPolicy('abc', false)).not.toContain('blob:;');
    // Every page may register the offline store's service worker (docs/offline.md), no blob: worker.
    expect(contentSecurityPolicy('abc', false)).toContain(`worker-src 'self';`);
    expect(contentSecurityPolicy(null, false)).toContain(`worker-src 'self';`);
  });

  it('names the hash of the colour-scheme script exactly as the page renders it', () => {
    const html = renderToStaticMarkup(
      createElement(InitColorSchemeScript, {
        attribute: COLOR_SCHEME_ATTRIBUTE,
        defaultMode: DEFAULT_COLOR_MODE,
      }),
    );
    const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(body).toBeDefined();
    const hash = `sha256-${createHash('sha256')
      .update(body ?? '')
      .digest('base64')}`;
    expect(hash).toBe(COLOR_SCHEME_SCRIPT_HASH);
  });
});
