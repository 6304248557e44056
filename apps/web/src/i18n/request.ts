import { TIME_ZONE } from '@nangsue/contracts';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async (params) => {
  // A locale given explicitly (`getTranslations({ locale })` in metadata) needs no request data, so
  // cached pages can render before `setRequestLocale` has run for them. `requestLocale` is read
  // only when needed: reading it may look at the request's headers.
  const requested = params.locale ?? (await params.requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;

  return {
    locale,
    timeZone: TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
