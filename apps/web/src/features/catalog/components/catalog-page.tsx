import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The width and padding every catalog page shares. */
export function CatalogPage({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="xl" sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, md: 4 } }}>
      {children}
    </Container>
  );
}
