import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/router-links';

type CoverArt = { from: string; to: string; rotate: number; x: string; y: number; z: number };

/** Three stylised covers (pure CSS, no images) standing in for the catalogue until it arrives. */
const COVERS: CoverArt[] = [
  { from: 'var(--mui-palette-tokens-secondary)', to: '#e07b39', rotate: -10, x: '8%', y: 34, z: 1 },
  { from: '#3aa8c9', to: '#2f5fb3', rotate: 8, x: '52%', y: 26, z: 2 },
  { from: 'var(--mui-palette-tokens-primary)', to: '#0f6e3d', rotate: -1, x: '28%', y: 0, z: 3 },
];

function CoverStack() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        height: { md: 360, lg: 400 },
        display: { xs: 'none', md: 'block' },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: '12% 6% 0',
          borderRadius: '50%',
          filter: 'blur(60px)',
          opacity: 0.35,
          background: 'radial-gradient(circle, var(--mui-palette-tokens-primary), transparent 70%)',
        }}
      />
      {COVERS.map((cover) => (
        <Box
          key={cover.x}
          sx={{
            position: 'absolute',
            left: cover.x,
            top: cover.y,
            zIndex: cover.z,
            width: { md: 170, lg: 190 },
            aspectRatio: '357 / 510',
            borderRadius: '6px 14px 14px 6px',
            transform: `rotate(${cover.rotate}deg)`,
            background: `linear-gradient(150deg, ${cover.from}, ${cover.to})`,
            boxShadow: '0 30px 60px -20px rgba(0,0,0,.55), inset 8px 0 0 rgba(0,0,0,.18)',
            p: 2.5,
            pl: 3.5,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box
              sx={{ height: 10, width: '80%', borderRadius: 5, bgcolor: 'rgba(255,255,255,.85)' }}
            />
            <Box
              sx={{ height: 10, width: '55%', borderRadius: 5, bgcolor: 'rgba(255,255,255,.6)' }}
            />
          </Box>
          <Box sx={{ height: 8, width: '40%', borderRadius: 4, bgcolor: 'rgba(255,255,255,.5)' }} />
        </Box>
      ))}
    </Box>
  );
}

export async function HomeHero() {
  const t = await getTranslations('home');

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderBottom: '1px solid',
        borderColor: 'tokens.divider',
        background:
          'radial-gradient(1200px 500px at 85% -10%, color-mix(in srgb, var(--mui-palette-tokens-primary) 18%, transparent), transparent 60%), linear-gradient(180deg, var(--mui-palette-tokens-bg-lv1), var(--mui-palette-tokens-bg))',
      }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            gap: 6,
            py: { xs: 6, sm: 8, lg: 11 },
            gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
          }}
        >
          <Box>
            <Typography
              component="p"
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.5,
                mb: 2.5,
                borderRadius: 999,
                fontSize: '0.85rem',
                fontWeight: 600,
                color: 'primary.main',
                bgcolor: 'color-mix(in srgb, var(--mui-palette-tokens-primary) 14%, transparent)',
              }}
            >
              {t('eyebrow')}
            </Typography>
            <Typography
              id="home-hero-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2rem', sm: '2.6rem', lg: '3.4rem' },
                fontWeight: 800,
                letterSpacing: '-0.02em',
                textWrap: 'balance',
                maxWidth: 680,
              }}
            >
              {t('title')}
            </Typography>
            <Typography
              sx={{
                mt: 2.5,
                fontSize: { xs: '1rem', md: '1.15rem' },
                color: 'tokens.sub-text2',
                maxWidth: 560,
              }}
            >
              {t('subtitle')}
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <ButtonLink
                href="/bestseller"
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                {t('primaryCta')}
              </ButtonLink>
              <ButtonLink
                href="/purchaseprocess"
                variant="outlined"
                size="large"
                color="inherit"
                sx={{ borderColor: 'tokens.bg-lv4' }}
              >
                {t('secondaryCta')}
              </ButtonLink>
            </Box>
          </Box>
          <CoverStack />
        </Box>
      </Container>
    </Box>
  );
}
