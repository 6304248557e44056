import { randomBytes } from 'node:crypto';
import { HEADERS } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { executeRows } from '../src/db/client.js';
import { hashPassword } from '../src/modules/accounts/password-hasher.js';
import type { TestApp } from './build-test-app.js';
import type { createStaffSession } from './staff-fixture.js';

/**
 * The publisher portal in tests (ADR 0019): store accounts with a password, publisher
 * applications approved by staff through the back office's call, and portal sign-ins through
 * the portal's own two steps (password, then the authenticator's code).
 */

export const PORTAL_PASSWORD = 'tamarind river at 7 dawn';
const STEP_MS = 30_000;

/** The authenticator's code `steps` time steps from now (the app shows the next one 30 s later). */
export const codeAt = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/** A code sure to be wrong: the right one with its last digit changed. */
export const wrongCode = async (secret: string): Promise<string> => {
  const right = await codeAt(secret);
  return `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
};

/** A short random tag, for names and addresses only one test uses. */
export const tag = (): string => randomBytes(5).toString('hex');

/** Client addresses of the portal tests (the sign-in limits are keyed on them). */
let addressSerial = 0;
export const nextAddress = (): string => {
  addressSerial += 1;
  return `10.77.${Math.floor(addressSerial / 250) % 250}.${(addressSerial % 250) + 1}`;
};

let passwordHash: Promise<string> | undefined;

export type PortalCustomer = {
  customerId: number;
  email: string;
  password: string;
  /** The store session's token (the `Token` header). */
  token: string;
};

/**
 * A store account with the portal password (hashed once per run), verified unless told, with a
 * store session: what a publisher's member signs in with.
 */
export const createPasswordCustomer = async (
  app: TestApp,
  options: { email?: string; verified?: boolean; language?: 'th' | 'en'; firstName?: string } = {},
): Promise<PortalCustomer> => {
  const email = options.email ?? `member.${tag()}@example.com`;
  passwordHash ??= hashPassword(PORTAL_PASSWORD);
  const [row] = await executeRows<{ id: number }>(
    app.database.db,
    sql`insert into customers (email, email_key, email_verified_at, password_hash, first_name,
                               last_name, language, terms_accepted_at)
        values (${email}, ${email.normalize('NFC').toLowerCase()},
                ${options.verified === false ? null : sql`now()`}, ${await passwordHash},
                ${options.firstName ?? 'สมาชิก'}, 'ทดสอบ', ${options.language ?? 'th'}, now())
        returning id`,
  );
  const customerId = Number(row!.id);
  const { token } = await app.services.sessions.startSession({
    customerId,
    authMethod: 'password',
    context: { deviceId: null, ipAddress: '127.0.0.1', userAgent: 'vitest' },
  });
  return { customerId, email, password: PORTAL_PASSWORD, token };
};

/** A valid Thai company tax id (starts with 0, MOD-11 check digit), random each time. */
const randomTaxId = (): string => {
  const first12 = `0${String(randomBytes(6).readUIntBE(0, 6) % 10 ** 11).padStart(11, '0')}`;
  const sum = [...first12].reduce((all, digit, index) => all + Number(digit) * (13 - index), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
};

export type ApprovedPublisher = {
  owner: PortalCustomer;
  organisationId: number;
  organisationName: string;
  catalogPublisherId: number;
  ownerMemberId: number;
};

/**
 * A publisher organisation as the store makes one: the customer applies through the store's
 * call, staff approve through the back office's call (the organisation, its catalog publisher
 * and the owner member are made in the approval's transaction).
 */
export const approvedPublisher = async (
  app: TestApp,
  staff: Awaited<ReturnType<typeof createStaffSession>>,
  options: { name?: string; owner?: PortalCustomer } = {},
): Promise<ApprovedPublisher> => {
  const owner = options.owner ?? (await createPasswordCustomer(app));
  const organisationName = options.name ?? `สำนักพิมพ์ทดสอบ ${tag()}`;
  const applied = await app.inject({
    method: 'POST',
    url: '/v2/publisher/RegisterPublisher',
    headers: { Token: owner.token, Language: 'th' },
    remoteAddress: nextAddress(),
    payload: {
      Data: {
        AccountType: 'company',
        LegalName: `${organisationName} จำกัด`,
        PublisherName: organisationName,
        TaxId: randomTaxId(),
        ContactName: 'สมชาย ใจดี',
        Email: owner.email,
        Phone: '081 234 5678',
        Address: '99 ถนนพระอาทิตย์ เขตพระนคร กรุงเทพมหานคร 10200',
        Website: '',
        BankCode: '004',
        BankAccountName: organisationName,
        BankAccountNumber: '123-4-56789-0',
        BookKinds: ['novel'],
        Formats: ['epub'],
        ExpectedTitles: '11-50',
        SampleTitles: '',
        Message: '',
      },
    },
  });
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.body}`);
  const [application] = await executeRows<{ id: number }>(
    app.database.db,
    sql`select id from publisher_applications where customer_id = ${owner.customerId}
         order by id desc limit 1`,
  );
  const approved = await app.inject({
    method: 'POST',
    url: `/admin/v1/publisher-applications/${application!.id}/approve`,
    headers: staff.headers,
    payload: {},
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  const [organisation] = await executeRows<{
    id: number;
    catalog_publisher_id: number;
    member_id: number;
  }>(
    app.database.db,
    sql`select o.id, o.catalog_publisher_id, m.id as member_id
          from publisher_organisations o
          join publisher_members m on m.organisation_id = o.id and m.customer_id = o.owner_customer_id
         where o.owner_customer_id = ${owner.customerId}`,
  );
  if (!organisation) throw new Error('the approval made no organisation with its owner member');
  return {
    owner,
    organisationId: Number(organisation.id),
    organisationName,
    catalogPublisherId: Number(organisation.catalog_publisher_id),
    ownerMemberId: Number(organisation.member_id),
  };
};

/** Lets a member's next sign-in use this time step's code again (a test signs in often). */
export const forgetLastStep = async (app: TestApp, customerId: number): Promise<void> => {
  await app.database.db.execute(
    sql`update publisher_member_factors set totp_last_step = null
         where member_id = (select id from publisher_members where customer_id = ${customerId})`,
  );
};

export type PortalSession = {
  token: string;
  secret: string;
  headers: Record<string, string>;
};

/** The headers of a portal call as the admin front's server sends them. */
export const asPortal = (token: string, language?: 'th' | 'en'): Record<string, string> => ({
  [HEADERS.portalToken]: token,
  ...(language ? { [HEADERS.language]: language } : {}),
});

/**
 * Signs a member in through both steps: enrols the authenticator the first time (answering its
 * secret) or uses `secret`. Each sign-in forgets the member's last accepted step first, so a test
 * may sign the same member in more than twice within 30 seconds.
 */
export const portalSignIn = async (
  app: TestApp,
  customer: Pick<PortalCustomer, 'customerId' | 'email' | 'password'>,
  secret?: string,
): Promise<PortalSession> => {
  const remoteAddress = nextAddress();
  const step1 = await app.inject({
    method: 'POST',
    url: '/portal/v1/auth/login',
    remoteAddress,
    payload: { Email: customer.email, Password: customer.password },
  });
  if (step1.statusCode !== 200) throw new Error(`portal login failed: ${step1.body}`);
  const data = step1.json().Data as { Attempt: string; Next: string; TotpSecret?: string };
  const used = data.Next === 'enrol' ? data.TotpSecret : secret;
  if (!used) throw new Error(`portal login asked ${data.Next} and no secret is known`);
  if (data.Next === 'code') await forgetLastStep(app, customer.customerId);
  const step2 = await app.inject({
    method: 'POST',
    url: '/portal/v1/auth/code',
    remoteAddress,
    payload: { Attempt: data.Attempt, TotpCode: await codeAt(used) },
  });
  if (step2.statusCode !== 200) throw new Error(`portal code failed: ${step2.body}`);
  const token = step2.json().Data.SessionToken as string;
  return { token, secret: used, headers: asPortal(token, 'en') };
};
