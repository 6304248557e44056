import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCustomer, expect, logInThroughProxy, test } from './address-auth';
import { placeOrder, prefixOf, type Lang } from './buying';
import { WEB_URL } from './test-servers';

/**
 * Every route of spec §2 answers with a real page (or its documented redirect), and axe-core
 * finds no serious or critical WCAG 2.1 A/AA violation on it (docs/storefront.md, "Every route of
 * spec §2"). The CI budget allows one visit per route: each visit takes the next combination of
 * language (th, en), colour scheme (dark, light) and viewport (desktop, phone), so every
 * combination is checked on many routes. Guest routes in one browser, signed-in ones in another.
 */

type Scheme = 'dark' | 'light';
type Visit = { lang: Lang; scheme: Scheme; phone: boolean };

const COMBINATIONS: Visit[] = (['th', 'en'] as const).flatMap((lang) =>
  (['dark', 'light'] as const).flatMap((scheme) =>
    [false, true].map((phone) => ({ lang, scheme, phone })),
  ),
);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Route = {
  /** The path without language prefix. */
  path: string;
  /** Where a documented redirect lands (without language prefix); else the page stays. */
  landsOn?: string;
  /** The answer's status (404 for the unknown page). */
  status?: number;
};

type Violation = { route: string; visit: string; rule: string; impact: string; nodes: string[] };

/** Visits each route in the next combination and collects serious and critical violations. */
const auditRoutes = async (page: Page, routes: Route[], start: number): Promise<Violation[]> => {
  const violations: Violation[] = [];
  for (const [index, route] of routes.entries()) {
    const visit = COMBINATIONS[(start + index) % COMBINATIONS.length] as Visit;
    const label = `${visit.lang} ${visit.scheme} ${visit.phone ? 'phone' : 'desktop'}`;
    await page.setViewportSize(visit.phone ? PHONE : DESKTOP);
    await page.evaluate((scheme) => localStorage.setItem('mui-mode', scheme), visit.scheme);

    const path = `${prefixOf(visit.lang)}${route.path}`;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(route.status ?? 200);
    const landed = `${prefixOf(visit.lang)}${route.landsOn ?? route.path}`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(
      landed === '' ? '/' : landed,
    );
    // Light is the class `light` on <html>; dark is the default (class `dark`, or none). The
    // three checks wait side by side.
    const html = page.locator('html');
    await Promise.all([
      expect(html).toHaveAttribute('lang', visit.lang),
      visit.scheme === 'light'
        ? expect(html).toHaveClass(/\blight\b/)
        : expect(html).not.toHaveClass(/\blight\b/),
      expect(page.locator('main').first(), path).toBeVisible(),
    ]);

    // The whole page (header, menus' buttons, footer) once per combination; then the page's own
    // part, which is what differs between routes (and what costs the audit its time).
    const axe = new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // Elements only for violations: the passes' details were megabytes per page to carry back.
      .options({ resultTypes: ['violations'] });
    const results = await (index < COMBINATIONS.length ? axe : axe.include('main')).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      violations.push({
        route: path,
        visit: label,
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      });
    }
  }
  return violations;
};

/** The first link on the page whose address matches, as a path without language prefix. */
const firstPathOf = async (page: Page, pattern: RegExp): Promise<string> => {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return found.replace(/^\/en(?=\/)/, '');
};

/**
 * Every link of the header, the footer and their menus (the category and account menus are in
 * the document while closed) leads to a page that answers 200, with this browser's session.
 */
const expectShellLinksWork = async (page: Page): Promise<number> => {
  const paths = await page.locator('header a[href], footer a[href]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
  const distinct = [...new Set(paths)];
  expect(distinct.length).toBeGreaterThan(5);
  const statuses = await Promise.all(
    distinct.map(async (path) => `${path} ${(await page.request.get(path)).status()}`),
  );
  expect(statuses.filter((line) => !line.endsWith(' 200'))).toEqual([]);
  return distinct.length;
};

/** Ids of the demo store's pages, read from its sitemap and book page. */
const catalogPaths = async (page: Page) => {
  const sitemap = await (await page.request.get(`${WEB_URL}/sitemap.xml`)).text();
  const first = (pattern: RegExp): string => {
    const match = pattern.exec(sitemap);
    if (!match?.[1]) throw new Error(`no ${pattern} in the sitemap`);
    return match[1];
  };
  const topic = first(/<loc>https?:\/\/[^/]+(\/topic\/[a-z0-9-]+)<\/loc>/);
  const category = first(/<loc>https?:\/\/[^/]+(\/category\/\d+)<\/loc>/);
  const book = '/book-detail/1';
  await page.goto(book);
  const vendor = await firstPathOf(page, /^(?:\/en)?\/vendor\/\d+$/);
  const manufacturer = await firstPathOf(page, /^(?:\/en)?\/manufacturer\/\d+$/);
  const author = await firstPathOf(page, /^(?:\/en)?\/author\/\d+$/);
  return { topic, category, book, vendor, manufacturer, author };
};

test.use({ locale: 'th-TH' });

/** A POST through the storefront's proxy, as the browser makes it; answers the `Data`. */
const post = async (page: Page, path: string, data?: unknown) => {
  const response = await page.request.post(`${WEB_URL}/api/main${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: { Origin: WEB_URL },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { Data: unknown }).Data;
};

test('every route of spec §2, guest and signed in, is a real page without serious accessibility violations', async ({
  page,
}) => {
  // About 50 pages, each with its axe-core audit (1 to 3 s of the page's script on a loaded
  // 2-core machine): minutes when other runs share the cores.
  test.setTimeout(300_000);
  // The customer is registered through the API while the guest routes are audited.
  const registering = createCustomer();
  await page.goto('/robots.txt');
  const ids = await catalogPaths(page);
  const vendorId = ids.vendor.split('/').at(-1) ?? '';

  const guestRoutes: Route[] = [
    { path: '' },
    { path: '/bestseller' },
    { path: '/newproducts' },
    { path: ids.book },
    { path: ids.category },
    { path: ids.manufacturer },
    { path: ids.author },
    { path: ids.vendor },
    { path: ids.topic },
    { path: '/search?q=book' },
    { path: '/search/advance' },
    { path: '/recentlyviewedproducts' },
    { path: '/Login' },
    { path: '/login' },
    { path: '/register' },
    { path: '/customer/forget-password' },
    { path: '/reset-password/not-a-token/not-a-guid' },
    { path: '/auth/error?error=access_denied' },
    { path: '/auth/callback-apple', landsOn: '/Login' },
    { path: '/no-such-page', status: 404 },
    // Pages of issue 14's other slices.
    { path: `/book-review/1` },
    { path: `/contact-publisher/${vendorId}` },
    { path: '/contactus' },
    { path: '/howto' },
    { path: '/howto/read-on-phone' },
    { path: '/purchaseprocess' },
    { path: '/purchaseprocess/payment-methods' },
    { path: '/termandcondition' },
    { path: '/termandcondition/coins-and-codes' },
    { path: '/policy' },
  ];
  const guest = await auditRoutes(page, guestRoutes, 0);
  await page.goto('/en');
  await expectShellLinksWork(page);

  // Signed in, with a sample on the shelf and an address, made through the proxy.
  await logInThroughProxy(page, await registering);
  await post(page, '/v2/customer/addsampleebook', { Data: { ProductId: 2 } });
  const added = (await post(page, '/v2/customer/addressadd', {
    Data: {
      FirstName: 'Ann',
      LastName: 'Lee',
      PhoneNumber: '0899999999',
      CountryId: 1,
      StateProvinceId: 10,
      CityId: 1004,
      SubdistrictId: 100401,
      ZipPostalCode: '10500',
      Address1: '1 Silom Road',
    },
  })) as { Address: { Id: number } };
  const addressId = added.Address.Id;

  // The basket empty, then with a book, and the checkout page.
  const before = await auditRoutes(page, [{ path: '/basket' }], 7);
  await post(page, '/v2/shoppingcart/addproducttocart/details/3/1');
  const withBook = await auditRoutes(page, [{ path: '/basket' }, { path: '/payment' }], 4);

  // An order waiting for its PromptPay payment, placed as the checkout page places it.
  const { orderId } = await placeOrder(page, 3, 'promptpay');

  const routes: Route[] = [
    { path: `/payment?orderId=${orderId}` },
    { path: `/orderdetails/${orderId}` },
    { path: '/order-history' },
    { path: '/bookshelf' },
    { path: '/bookshelf/collection' },
    { path: '/coins-history' },
    { path: '/redeemcode' },
    { path: '/customer/profile' },
    { path: '/customer/addresses' },
    { path: '/customer/addressadd' },
    { path: `/customer/addressedit/${addressId}` },
    { path: '/customer/addressedit', landsOn: '/customer/addressadd' },
    { path: '/customer/shipping-address' },
    { path: '/customer/shipping-address-add' },
    { path: `/customer/shipping-address-edit/${addressId}` },
    { path: '/customer/change-password' },
    { path: '/customer/delete-account' },
    { path: '/setting' },
    { path: '/removesocial' },
    // Pages of issue 14's other slices.
    { path: '/wishlist' },
    { path: '/vendor/apply' },
  ];

  const after = await auditRoutes(page, routes, 1);
  await expectShellLinksWork(page);
  expect([...guest, ...before, ...withBook, ...after]).toEqual([]);
});
