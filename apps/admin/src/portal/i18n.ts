import { buildMessages, createI18nProvider } from '../i18n';
import { appMessages } from '../i18n/app';
import { PORTAL_AREA_MESSAGES } from './areas';
import { messages as portalMessages } from './messages';

/** The portal's texts: react-admin's, the back office shell's (errors, set-up), the portal's. */
export const PORTAL_MESSAGES = buildMessages([
  appMessages,
  portalMessages,
  ...PORTAL_AREA_MESSAGES,
]);

export const portalI18nProvider = createI18nProvider(PORTAL_MESSAGES);
