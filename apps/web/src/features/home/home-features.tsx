import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import LocalLibraryRoundedIcon from '@mui/icons-material/LocalLibraryRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

const FEATURE_KEYS = ['readAnywhere', 'bookshelf', 'securePayment'] as const;

const FEATURE_ICONS: Record<(typeof FEATURE_KEYS)[number], ReactNode> = {
  readAnywhere: <DevicesRoundedIcon />,
  bookshelf: <LocalLibraryRoundedIcon />,
  securePayment: <VerifiedUserRoundedIcon />,
};

export async function HomeFeatures() {
  const t = await getTranslations('home');

  return (
    <Container
      component="section"
      aria-labelledby="home-features-title"
      maxWidth="xl"
      sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 6, md: 8 } }}
    >
      <Typography
        id="home-features-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 3 }}
      >
        {t('featuresTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURE_KEYS.map((key) => (
          <Box
            key={key}
            sx={{
              p: 3,
              borderRadius: '20px',
              bgcolor: 'tokens.bg-lv1',
              border: '1px solid',
              borderColor: 'tokens.divider',
              transition: 'transform 150ms, border-color 150ms',
              '&:hover': { transform: 'translateY(-2px)', borderColor: 'tokens.bg-lv4' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                mb: 2,
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: 'color-mix(in srgb, var(--mui-palette-tokens-primary) 14%, transparent)',
              }}
            >
              {FEATURE_ICONS[key]}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
              {t(`features.${key}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
              {t(`features.${key}.body`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
