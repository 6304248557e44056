import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { CatalogBreadcrumbs, type Crumb } from '@/features/catalog/components/catalog-breadcrumbs';
import { PageHeader } from '@/features/catalog/components/page-header';

type AddressPageShellProps = {
  title: string;
  description?: string;
  /** Crumbs between Home and this page. */
  trail?: readonly Crumb[];
  actions?: ReactNode;
  /** Forms read best narrow, lists use the width. */
  width?: 'md' | 'lg';
  children: ReactNode;
};

/** Breadcrumbs, title and content of an address page. */
export function AddressPageShell({
  title,
  description,
  trail = [],
  actions,
  width = 'lg',
  children,
}: AddressPageShellProps) {
  return (
    <Container maxWidth={width} sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 4, md: 6 } }}>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={<CatalogBreadcrumbs trail={trail} current={title} />}
        actions={actions}
      />
      {children}
    </Container>
  );
}
