import {
  EXTERNAL_PROVIDERS,
  publisherStandingOf,
  type CustomerExport,
  type CustomerInfo,
  type CustomerProfile,
  type ExternalProvider,
  type LinkedProvider,
} from '@nangsue/contracts';
import type {
  CustomerAddressRow,
  CustomerIdentityRow,
  CustomerRow,
  CustomerSessionRow,
} from '../../db/schema/index.js';

/** The e-mail key: trimmed, NFC, lower case. Every comparison of addresses goes through it. */
export const emailKeyOf = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** The address as stored: trimmed and NFC, case kept as typed. */
export const normalizeEmail = (email: string): string => email.trim().normalize('NFC');

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value ? iso(value) : null);

/** What a customer read carries about the customer's publisher application (docs/publishers.md). */
type WithStanding = {
  publisherApplicationStatus?: string | null;
  publisherApplicationPublisherId?: number | null;
};

/**
 * The publisher fields; an approved publisher is sent to the publisher portal (ADR 0019), which
 * the admin front serves at `<ADMIN_URL>/portal`.
 */
const standingOf = (row: WithStanding, adminUrl: string | null) => {
  const standing = publisherStandingOf(
    row.publisherApplicationStatus,
    row.publisherApplicationPublisherId,
  );
  return standing.PublisherStatus === 'Approved' && adminUrl
    ? { ...standing, PublisherRedirectUrl: `${adminUrl.replace(/\/+$/, '')}/portal` }
    : standing;
};

/**
 * spec §3 CustomerInfo; the publisher fields from the customer's application (docs/publishers.md).
 * A customer whose e-mail is an enabled staff member's is `IsAdmin`, sent to the back office
 * (`adminUrl`) to work; staff still sign in there with their own password and code.
 */
export const toCustomerInfo = (
  row: CustomerRow & WithStanding & { isStaff?: boolean },
  adminUrl: string | null,
): CustomerInfo => ({
  CustomerId: row.id,
  Username: row.email ?? '',
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email ?? '',
  IsAdmin: row.isAdmin || row.isStaff === true,
  AdminRedirectUrl: row.isStaff === true ? adminUrl : null,
  ...standingOf(row, adminUrl),
});

const isProvider = (value: string): value is ExternalProvider => value in EXTERNAL_PROVIDERS;

export const toLinkedProviders = (identities: CustomerIdentityRow[]): LinkedProvider[] =>
  identities.flatMap((identity) =>
    isProvider(identity.provider)
      ? [
          {
            ProviderSystemName: EXTERNAL_PROVIDERS[identity.provider],
            Email: identity.email,
            LinkedAt: iso(identity.createdAt),
          },
        ]
      : [],
  );

export const toProfile = (
  row: CustomerRow & WithStanding,
  identities: CustomerIdentityRow[],
): CustomerProfile => ({
  CustomerId: row.id,
  Email: row.email ?? '',
  IsEmailVerified: row.emailVerifiedAt !== null,
  FirstName: row.firstName,
  LastName: row.lastName,
  Gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
  DateOfBirth: row.dateOfBirth,
  Phone: row.phone,
  Language: row.language === 'en' ? 'en' : 'th',
  MarketingConsent: row.marketingConsentAt !== null,
  HasPassword: row.passwordHash !== null,
  ExternalLogins: toLinkedProviders(identities),
  CreatedAt: iso(row.createdAt),
  ...standingOf(row, null),
});

/** An address as plain JSON for the export: every stored field except internal keys. */
const toExportedAddress = (row: CustomerAddressRow): Record<string, unknown> => {
  const { customerId: _customerId, createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
};

export const toExport = (params: {
  customer: CustomerRow;
  identities: CustomerIdentityRow[];
  addresses: CustomerAddressRow[];
  sessions: CustomerSessionRow[];
  /** The session asking for it (self-service); null when staff export it on request. */
  currentSessionId: string | null;
}): CustomerExport => ({
  ExportedAt: new Date().toISOString(),
  Profile: toProfile(params.customer, params.identities),
  Consents: {
    TermsAcceptedAt: isoOrNull(params.customer.termsAcceptedAt),
    MarketingConsentAt: isoOrNull(params.customer.marketingConsentAt),
  },
  Addresses: params.addresses.map(toExportedAddress),
  Sessions: params.sessions.map((session) => ({
    CreatedAt: iso(session.createdAt),
    LastUsedAt: iso(session.lastUsedAt),
    AuthMethod: session.authMethod,
    IpAddress: session.ipAddress,
    UserAgent: session.userAgent,
    IsCurrent: session.id === params.currentSessionId,
  })),
});

/** so@example.com -> s*@example.com, somchai@example.com -> so*****@example.com. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(Math.max(email.length, 1));
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? 1 : Math.min(2, local.length - 1);
  return `${local.slice(0, shown).join('')}${'*'.repeat(local.length - shown)}${email.slice(at)}`;
};
