import { Box, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Adding an account to an authenticator app: the QR code of `uri` and the secret to type by
 * hand. Staff set-up and the publisher portal's first sign-in (ADR 0019) both show it.
 */
export const AuthenticatorEnrol = ({ uri, secret }: { uri: string; secret: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: 'center', my: 2 }}>
      {/* White around the code whatever the theme: scanners need the contrast and quiet zone. */}
      <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0, flexShrink: 0 }}>
        <QRCodeSVG
          value={uri}
          size={176}
          level="M"
          role="img"
          aria-label={translate('nangsue.setup.qr_label')}
        />
      </Box>
      <Box>
        <Typography sx={{ mb: 2 }}>{translate('nangsue.setup.scan')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('nangsue.setup.secret_label')}
        </Typography>
        <Typography
          data-testid="totp-secret"
          data-secret={secret}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '1.05rem',
            letterSpacing: '0.08em',
            wordBreak: 'break-all',
            userSelect: 'all',
          }}
        >
          {grouped(secret)}
        </Typography>
      </Box>
    </Stack>
  );
};
