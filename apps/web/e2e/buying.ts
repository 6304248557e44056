import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { WEB_URL } from './test-servers';

/**
 * Steps of the buying journeys (checkout.spec.ts, orders.spec.ts), in the page's language: add a
 * book, check out with a demo method, and play the payer on the demo gateway's page.
 */
export type Lang = 'th' | 'en';

const execFileAsync = promisify(execFile);

export const WORDS = {
  th: {
    add: 'หยิบใส่ตะกร้า',
    view: 'ดูตะกร้า',
    checkout: 'ดำเนินการชำระเงิน',
    checkoutTitle: 'ชำระเงิน',
    pay: /^ชำระเงิน ฿/,
    card: 'บัตรเครดิต/เดบิต (ทดลอง)',
    promptpay: 'พร้อมเพย์ (ทดลอง)',
    counter: 'ชำระที่เคาน์เตอร์ (ทดลอง)',
    banner: 'ระบบชำระเงินทดลอง — ไม่มีการตัดเงินจริง',
    paid: 'ชำระเงินเรียบร้อยแล้ว',
  },
  en: {
    add: 'Add to basket',
    view: 'View basket',
    checkout: 'Checkout',
    checkoutTitle: 'Checkout',
    pay: /^Pay ฿/,
    card: 'Credit/debit card (demo)',
    promptpay: 'PromptPay (demo)',
    counter: 'Pay at a counter (demo)',
    banner: 'Demo payment — no money moves',
    paid: 'Payment complete',
  },
} as const;

export const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** THB as the store writes it (`฿1,234.50`) back to satang. */
export const satangOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** Puts a book in the basket from its page. */
export const addBook = async (page: Page, lang: Lang, bookId: number): Promise<void> => {
  await page.goto(`${prefixOf(lang)}/book-detail/${bookId}`);
  await page.getByRole('button', { name: WORDS[lang].add }).click();
  await expect(page.getByRole('link', { name: WORDS[lang].view })).toBeVisible();
};

/**
 * From the book page `addBook` left the browser on, "View basket", then the basket's checkout
 * button: two clicks, as a reader goes (no page load of its own).
 */
export const goToCheckout = async (page: Page, lang: Lang): Promise<void> => {
  await page.getByRole('link', { name: WORDS[lang].view }).click();
  await expect(page).toHaveURL(`${WEB_URL}${prefixOf(lang)}/basket`);
  await page.getByRole('link', { name: WORDS[lang].checkout }).click();
  await expect(page).toHaveURL(`${WEB_URL}${prefixOf(lang)}/payment`);
  await expect(
    page.getByRole('heading', { level: 1, name: WORDS[lang].checkoutTitle }),
  ).toBeVisible();
};

/** Chooses a method and presses "Pay": the confirm call answers 200 with the press's key. */
export const payWith = async (
  page: Page,
  lang: Lang,
  method: 'card' | 'promptpay' | 'counter',
): Promise<void> => {
  await page.getByRole('radio', { name: WORDS[lang][method] }).check();
  const confirm = page.waitForResponse((response) =>
    response.url().endsWith('/api/main/v2/checkout/confirmorderdemo'),
  );
  await page.getByRole('button', { name: WORDS[lang].pay }).click();
  const response = await confirm;
  // A card press leaves for the gateway's page at once: the body is read only to explain a failure.
  if (response.status() !== 200) throw new Error(await response.text().catch(() => ''));
  // The browser made one key for this press and the proxy passed it on.
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
};

/** On the demo gateway's page: its banner, then one tester button. */
export const playPayer = async (page: Page, lang: Lang, button: string): Promise<void> => {
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/demo-gateway/pay/dchg_`));
  await expect(page.getByText(WORDS[lang].banner)).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
};

/** The order id of a `/payment?orderId=` page the browser is on. */
export const orderIdOf = (page: Page): number => {
  const id = Number(new URL(page.url()).searchParams.get('orderId'));
  expect(id).toBeGreaterThan(0);
  return id;
};

/** Waits for `/payment?orderId=` to say the order is paid (it reads the order again by itself). */
export const expectPaid = async (page: Page, lang: Lang): Promise<void> => {
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/payment\\?orderId=\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: WORDS[lang].paid })).toBeVisible({
    timeout: 20_000,
  });
};

/**
 * A redeem code made the way staff make them (`npm run redeem:create`), in the run's own store:
 * the command connects to the running API's embedded PostgreSQL.
 */
const REDEEM_CREATE = (): [string, string[], { env: NodeJS.ProcessEnv; encoding: 'utf8' }] => [
  process.execPath,
  [path.join(process.cwd(), 'apps/api/dist/cli/redeem-create.js')],
  {
    env: {
      ...process.env,
      DATA_DIR: process.env.NANGSUE_E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  },
];

const codeOf = (output: string): string => {
  const code = output.trim().split('\n').at(-1) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
  return code;
};

export const mintRedeemCode = (...args: string[]): string => {
  const [command, script, options] = REDEEM_CREATE();
  return codeOf(execFileSync(command, [...script, ...args], options));
};

/**
 * Several codes at once, each made by its own run of the command side by side (a run waits about
 * two seconds on its start and its database connection, little of it on the CPU).
 */
export const mintRedeemCodes = (...argLists: string[][]): Promise<string[]> => {
  const [command, script, options] = REDEEM_CREATE();
  return Promise.all(
    argLists.map(async (args) =>
      codeOf((await execFileAsync(command, [...script, ...args], options)).stdout),
    ),
  );
};

/** Claims a code for the signed-in reader through the storefront's proxy. */
export const claimRedeemCode = async (page: Page, code: string): Promise<void> => {
  const claimed = await page.request.post(`${WEB_URL}/api/second/v1/redeem/claim`, {
    data: { Data: { Code: code } },
    headers: { Origin: WEB_URL },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
};

/**
 * Gives the signed-in reader `coins` coins: a code made as staff make them and claimed through
 * the storefront's proxy.
 */
export const giveCoins = async (page: Page, coins: number): Promise<void> => {
  await claimRedeemCode(page, mintRedeemCode('--coins', String(coins), '--days', '30'));
};

const DEMO_METHODS = {
  card: 'demo_card',
  promptpay: 'demo_promptpay',
  counter: 'demo_counter',
} as const;

/**
 * An order of one book placed through the storefront's proxy, as the checkout page places it
 * (the basket, the summary's version, the confirm call with its idempotency key), for tests whose
 * subject is what comes after the checkout: the checkout journeys press the buttons.
 */
export const placeOrder = async (
  page: Page,
  bookId: number,
  method: keyof typeof DEMO_METHODS,
): Promise<{ orderId: number; redirectUrl: string | null }> => {
  const added = await page.request.post(
    `${WEB_URL}/api/main/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
    { headers: { Origin: WEB_URL } },
  );
  expect(added.status(), await added.text()).toBe(200);
  const checkout = await page.request.get(`${WEB_URL}/api/main/v2/checkout/checkoutbook`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { CheckoutVersion } = ((await checkout.json()) as { Data: { CheckoutVersion: string } })
    .Data;
  const placed = await page.request.post(`${WEB_URL}/api/main/v2/checkout/confirmorderdemo`, {
    data: { Data: { CheckoutVersion, PaymentMethod: DEMO_METHODS[method] } },
    headers: { Origin: WEB_URL, 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { OrderId, Payment } = (
    (await placed.json()) as {
      Data: { OrderId: number; Payment: { Next: { RedirectUrl: string | null } | null } | null };
    }
  ).Data;
  return { orderId: OrderId, redirectUrl: Payment?.Next?.RedirectUrl ?? null };
};
