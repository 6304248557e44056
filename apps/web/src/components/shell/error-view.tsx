import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '@/components/ui/router-links';

type ErrorViewProps = {
  /** `404!` or `Dang` (spec §2). */
  heading: string;
  lines: string[];
  homeLabel: string;
};

/** The error page body shared by not-found and error boundaries; no hooks, so both can use it. */
export function ErrorView({ heading, lines, homeLabel }: ErrorViewProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '4rem', md: '5.5rem' },
          fontWeight: 800,
          letterSpacing: '-0.03em',
          background: 'linear-gradient(120deg, var(--mui-palette-tokens-primary), #13a3a0)',
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {heading}
      </Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
        {lines.map((line, index) => (
          <Typography
            key={`${index}-${line}`}
            sx={{
              color: index === 0 ? 'tokens.content-font' : 'tokens.note-font',
              fontSize: index === 0 ? '1.15rem' : '1rem',
            }}
          >
            {line}
          </Typography>
        ))}
      </Box>
      <ButtonLink
        href="/"
        variant="contained"
        size="large"
        startIcon={<HomeRoundedIcon />}
        sx={{ mt: 5 }}
      >
        {homeLabel}
      </ButtonLink>
    </Container>
  );
}
