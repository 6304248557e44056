import { DEFAULT_LOCALE, isLocale } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
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
