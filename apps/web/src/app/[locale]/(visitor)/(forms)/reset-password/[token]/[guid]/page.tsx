import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { API_ROUTES } from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/router-links';
import { credentialLinkMetadata, decodeSegment } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { ApiError } from '@/lib/api-error';
import { requestApi } from '@/lib/api-server';

type ResetPasswordPageProps = { params: Promise<{ locale: string; token: string; guid: string }> };

/** Link parts are URL-safe random text and a UUID; anything else cannot be a link of ours. */
const LINK_PART = /^[A-Za-z0-9_-]{1,200}$/;

/** The link's masked e-mail, or null for an unknown, used, expired or malformed link. */
const checkResetLink = async (token: string, guid: string) => {
  if (!LINK_PART.test(token) || !LINK_PART.test(guid)) return null;
  const check = await requestApi(API_ROUTES.validateResetLink, { params: { token, guid } });
  // "Invalid link" is a 404 (400 for malformed parts); anything else is a failure: 'Dang'.
  if (!check.ok && check.status !== 404 && check.status !== 400)
    throw new ApiError(check.status, check.errors);
  return check.ok ? check.data.Data : null;
};

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('account.resetPassword');
  return credentialLinkMetadata(t('title'));
}

/**
 * The link of the password-reset e-mail (spec §2). The link is checked first
 * (`GET /v2/customer/validate-reset-password/{token}/{guid}`): an unknown, used or expired one
 * says so and offers a new one; a good one shows the new-password form.
 */
export default async function ResetPasswordPage({ params }: ResetPasswordPageProps) {
  const { token: rawToken, guid: rawGuid } = await params;
  await resolveLocale(params);
  const [token, guid] = [decodeSegment(rawToken), decodeSegment(rawGuid)];
  const t = await getTranslations('account.resetPassword');

  const link = await checkResetLink(token, guid);

  if (link === null) {
    return (
      <AccountCard title={t('invalidTitle')}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="warning" icon={<LinkOffRoundedIcon />}>
            <AlertTitle>{t('invalidHeading')}</AlertTitle>
            {t('invalid')}
          </Alert>
          <ButtonLink href={accountPaths.forgotPassword} variant="contained">
            {t('requestNew')}
          </ButtonLink>
        </Box>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('title')} intro={t('intro', { email: link.MaskedEmail })}>
      <ResetPasswordForm token={token} guid={guid} />
    </AccountCard>
  );
}
