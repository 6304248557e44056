import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthFrame } from '../auth/AuthFrame';
import { SignInSteps } from './SignInSteps';

/** The publisher portal's sign-in page (`/portal/login`). */
export const PortalLoginPage = () => {
  const translate = useTranslate();
  return (
    <AuthFrame
      wide
      title={translate('nangsue.portal.login.title')}
      subtitle={translate('nangsue.portal.login.subtitle')}
    >
      <SignInSteps />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {translate('nangsue.portal.login.not_member')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link href="/login">{translate('nangsue.portal.login.staff_link')}</Link>
      </Typography>
    </AuthFrame>
  );
};
