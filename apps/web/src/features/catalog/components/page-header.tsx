import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** A small label above the title (`Publisher`, `Tag`, …). */
  eyebrow?: string;
  /** Paragraphs under the title. */
  description?: string;
  breadcrumbs?: ReactNode;
  /** Links or chips under the description. */
  children?: ReactNode;
  /** Actions on the right of the title (a contact link). */
  actions?: ReactNode;
};

/** Breadcrumbs, title and description of a catalog page. */
export function PageHeader({
  title,
  eyebrow,
  description,
  breadcrumbs,
  children,
  actions,
}: PageHeaderProps) {
  const paragraphs = (description ?? '')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

  return (
    <Box component="header" sx={{ pt: { xs: 2.5, md: 4 }, pb: { xs: 2.5, md: 3 } }}>
      {breadcrumbs}
      <Box
        sx={{
          mt: breadcrumbs ? 2 : 0,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {eyebrow ? (
            <Typography
              component="p"
              sx={{
                fontSize: '0.8rem',
                fontWeight: 700,
                letterSpacing: '0.06em',
                // Spacing breaks Thai vowel and tone marks apart.
                'html[lang="th"] &': { letterSpacing: 0 },
                textTransform: 'uppercase',
                color: 'primary.main',
                mb: 0.5,
              }}
            >
              {eyebrow}
            </Typography>
          ) : null}
          <Typography
            variant="h1"
            sx={{
              fontSize: { xs: '1.6rem', md: '2.1rem' },
              fontWeight: 800,
              letterSpacing: '-0.01em',
              textWrap: 'balance',
            }}
          >
            {title}
          </Typography>
        </Box>
        {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
      </Box>
      {paragraphs.length > 0 ? (
        <Box sx={{ mt: 1.5, maxWidth: 760, display: 'grid', gap: 1 }}>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: 'tokens.sub-text2' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ) : null}
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Box>
  );
}
