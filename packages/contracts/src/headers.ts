/**
 * Header names of spec §7. HTTP header names are case-insensitive; these are the spellings we send.
 */
export const HEADERS = {
  /** The id `POST /appstart` returned for this device. */
  deviceId: 'DeviceId',
  /** 20 for the web storefront. */
  deviceTypeId: 'DeviceTypeId',
  /** The session token, when logged in. */
  token: 'Token',
  /** `th` or `en`: the language of messages in the response. */
  language: 'Language',
  /** Correlates one request across the web server, the API and their logs. */
  requestId: 'X-Request-Id',
  /** The back office's staff session (never the customer's `Token`; set by the admin front's server from its own cookie). */
  staffToken: 'StaffToken',
  /** The publisher portal's session (ADR 0019; set by the admin front's server from its own cookie). */
  portalToken: 'PortalToken',
} as const;

export const DEVICE_TYPES = { web: 20 } as const;
export type DeviceTypeId = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];
