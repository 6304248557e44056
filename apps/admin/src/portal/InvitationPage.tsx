import type { PortalRole } from '@nangsue/contracts/portal';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useParams, useTranslate } from 'react-admin';
import { callPortal, type PortalCallResult } from '../api/client';
import { AuthFrame } from '../auth/AuthFrame';
import { SignInSteps } from './SignInSteps';

type Info = PortalCallResult<'portalInvitationInfo'>;

/**
 * An invitation's link (`/portal/invitations/:token`, ADR 0019): which organisation and role; the
 * invited address's store account signs in to accept, then sets up its authenticator.
 */
export const InvitationPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams<{ token: string }>();
  const [info, setInfo] = useState<Info | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callPortal('portalInvitationInfo', { params: { token }, signal: controller.signal })
      .then(setInfo)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(
            failure instanceof Error ? failure.message : 'nangsue.portal.invitation.invalid',
          );
      });
    return () => controller.abort();
  }, [token]);

  if (loadError)
    return (
      <AuthFrame title={translate('nangsue.portal.invitation.invalid')}>
        <Alert severity="error" sx={{ my: 2, wordBreak: 'break-word' }}>
          {translate(loadError, { _: loadError })}
        </Alert>
        <Button component={Link} to="/login" variant="outlined">
          {translate('nangsue.portal.invitation.to_login')}
        </Button>
      </AuthFrame>
    );
  if (!info)
    return (
      <AuthFrame title={translate('nangsue.portal.invitation.title')}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, my: 3 }}>
          <CircularProgress size={24} />
          <Typography>{translate('nangsue.portal.invitation.loading')}</Typography>
        </Stack>
      </AuthFrame>
    );
  return (
    <AuthFrame
      wide
      title={translate('nangsue.portal.invitation.title')}
      subtitle={translate('nangsue.portal.invitation.intro', {
        organisation: info.OrganisationName,
        email: info.Email,
        role: translate(`nangsue.portal.roles.${info.Role satisfies PortalRole}`),
      })}
    >
      <Typography sx={{ mb: 2 }}>{translate('nangsue.portal.invitation.help')}</Typography>
      <SignInSteps
        invitation={token}
        email={info.Email}
        submitLabel="nangsue.portal.invitation.accept"
      />
    </AuthFrame>
  );
};
