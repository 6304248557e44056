import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/router-links';

/**
 * The welcome line of the home page: the page's heading and the two ways in, kept slim so the
 * banners and books come first into view.
 */
export async function HomeHero() {
  const t = await getTranslations('home');

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: { xs: 1.5, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        py: { xs: 2.5, md: 3.5 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{
            fontSize: '0.8rem',
            fontWeight: 700,
            letterSpacing: '0.04em',
            // Spacing breaks Thai vowel and tone marks apart.
            'html[lang="th"] &': { letterSpacing: 0 },
            color: 'primary.main',
            mb: 0.5,
          }}
        >
          {t('eyebrow')}
        </Typography>
        <Typography
          id="home-hero-title"
          variant="h1"
          sx={{
            fontSize: { xs: '1.35rem', sm: '1.6rem', lg: '1.9rem' },
            fontWeight: 800,
            letterSpacing: '-0.01em',
            textWrap: 'balance',
          }}
        >
          {t('title')}
        </Typography>
        <Typography
          sx={{
            display: { xs: 'none', sm: 'block' },
            mt: 0.5,
            fontSize: '0.98rem',
            color: 'tokens.sub-text2',
            maxWidth: 720,
          }}
        >
          {t('subtitle')}
        </Typography>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 1.5 }}>
        <ButtonLink href="/bestseller" variant="contained" endIcon={<ArrowForwardRoundedIcon />}>
          {t('primaryCta')}
        </ButtonLink>
        <ButtonLink
          href="/purchaseprocess"
          prefetch={false}
          variant="outlined"
          color="inherit"
          sx={{ borderColor: 'tokens.bg-lv4' }}
        >
          {t('secondaryCta')}
        </ButtonLink>
      </Box>
    </Box>
  );
}
