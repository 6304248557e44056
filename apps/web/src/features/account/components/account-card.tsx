import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type AccountCardProps = {
  title: string;
  /** A sentence under the title. */
  intro?: string;
  children: ReactNode;
  /** Forms are narrow; the profile and settings use the wider card. */
  width?: 'narrow' | 'wide';
};

/** The frame of every account page: a centred card with the page's heading. */
export function AccountCard({ title, intro, children, width = 'narrow' }: AccountCardProps) {
  return (
    <Container
      maxWidth={width === 'narrow' ? 'sm' : 'md'}
      sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Box
        component="section"
        aria-labelledby="account-card-title"
        sx={{
          p: { xs: 2.5, sm: 4 },
          borderRadius: '20px',
          bgcolor: 'tokens.bg-lv1',
          border: '1px solid',
          borderColor: 'tokens.divider',
        }}
      >
        <Typography
          id="account-card-title"
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' }, fontWeight: 800, textWrap: 'balance' }}
        >
          {title}
        </Typography>
        {intro ? <Typography sx={{ mt: 1, color: 'tokens.sub-text2' }}>{intro}</Typography> : null}
        <Box sx={{ mt: { xs: 2.5, md: 3 } }}>{children}</Box>
      </Box>
    </Container>
  );
}
