import { DEFAULT_LOCALE, isLocale } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { finishSignIn } from '@/features/auth/sign-in-flow';

type RouteContext = { params: Promise<{ locale: string }> };

const fieldOf = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

/**
 * Sign in with Apple answers here (spec §2) by a cross-site form post (`response_mode=form_post`):
 * `code`, `state`, `user` (the name, first time only) or `error`.
 */
export async function POST(request: NextRequest, { params }: RouteContext) {
  const { locale } = await params;
  const form = await request.formData().catch(() => new FormData());
  return finishSignIn(
    request,
    'apple',
    {
      code: fieldOf(form, 'code'),
      state: fieldOf(form, 'state'),
      error: fieldOf(form, 'error'),
      user: fieldOf(form, 'user'),
    },
    isLocale(locale) ? locale : DEFAULT_LOCALE,
  );
}

/**
 * Opened by hand (a bookmark, the address typed, a provider set up for `response_mode=query`):
 * there is nothing to finish without Apple's post, so the login page of the language, where a
 * sign-in can start.
 */
export async function GET(_request: NextRequest, { params }: RouteContext) {
  const { locale } = await params;
  const prefix = isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
  const response = NextResponse.redirect(new URL(`${prefix}/Login`, getServerEnv().SITE_URL), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
