import { cookieValueOf } from './browser-cookies';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './storage-keys';

/** The device id of this browser's cookie (`POST /appstart` gave it earlier), or null. */
export const readDeviceCookie = (): string | null => cookieValueOf(document.cookie, DEVICE_COOKIE);

/** The device id this page has seen in (or written to) its cookie: read `document.cookie` once. */
let deviceIdInCookie: string | undefined;

export const writeDeviceCookie = (deviceId: string): void => {
  if (deviceIdInCookie === deviceId) return;
  deviceIdInCookie = deviceId;
  if (readDeviceCookie() === deviceId) return;

  const value = encodeURIComponent(deviceId);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
};

/** Forgets this browser's device id (logging out): the next page registers the browser afresh. */
export const forgetDeviceCookie = (): void => {
  deviceIdInCookie = undefined;
  document.cookie = `${DEVICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};
