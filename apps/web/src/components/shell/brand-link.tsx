import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Logo mark and wordmark, linking to the home page of the current language. */
export async function BrandLink() {
  const t = await getTranslations('common');

  return (
    <Link
      href="/"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: 34, sm: 40 },
          height: { xs: 34, sm: 40 },
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          color: '#ffffff',
          background: 'linear-gradient(135deg, #3fd487, #128a63)',
          boxShadow: '0 6px 18px -6px var(--mui-palette-tokens-primary)',
        }}
      >
        <AutoStoriesRoundedIcon sx={{ fontSize: { xs: 20, sm: 24 } }} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '1.15rem', sm: '1.35rem' },
            lineHeight: 1.2,
            letterSpacing: '-0.01em',
          }}
        >
          {t('brand')}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          sx={{ display: { xs: 'none', md: 'block' }, color: 'tokens.note-font', lineHeight: 1.3 }}
        >
          {t('brandTagline')}
        </Typography>
      </Box>
    </Link>
  );
}
