'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { VALIDATION_LIMITS, passwordStrength } from '../validation';

const LEVELS = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;

/** The policy of new passwords and a rough strength hint, updated as the reader types. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const t = useTranslations('account.strength');
  const strength = passwordStrength(password);
  const level = LEVELS[strength];

  return (
    <Box id={id} sx={{ display: 'grid', gap: 0.75 }}>
      {password !== '' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={(strength / 4) * 100}
            color={strength >= 3 ? 'primary' : strength === 2 ? 'secondary' : 'error'}
            aria-hidden
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
          />
          <Typography component="span" variant="body2" aria-live="polite" sx={{ minWidth: 96 }}>
            {t('label', { level: t(level) })}
          </Typography>
        </Box>
      ) : null}
      <Typography variant="body2" sx={{ color: 'tokens.sub-text2' }}>
        {t('policy', VALIDATION_LIMITS)}
      </Typography>
    </Box>
  );
}
