import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { getTranslations } from 'next-intl/server';
import { IconButtonLink } from '@/components/ui/router-links';
import { findCategoryTree } from '@/features/catalog/data';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import { ThemeSwitch } from './theme-switch';

/**
 * One row on desktop (brand, categories, search, actions); below `lg` the search box moves under
 * the brand row and the actions show icons only.
 */
export async function SiteHeader() {
  const [t, categories] = await Promise.all([getTranslations('header'), findCategoryTree()]);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        color: 'text.primary',
        bgcolor: 'color-mix(in srgb, var(--mui-palette-tokens-bg-lv1) 88%, transparent)',
        backdropFilter: 'saturate(160%) blur(14px)',
        WebkitBackdropFilter: 'saturate(160%) blur(14px)',
        borderBottom: '1px solid',
        borderColor: 'tokens.divider',
      }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            columnGap: { xs: 0.5, lg: 2 },
            rowGap: 1.25,
            py: { xs: 1.25, lg: 1.5 },
            gridTemplateColumns: { xs: 'auto 1fr auto', lg: 'auto auto minmax(320px, 1fr) auto' },
            gridTemplateAreas: {
              xs: '"brand categories actions" "search search search"',
              lg: '"brand categories search actions"',
            },
          }}
        >
          <Box sx={{ gridArea: 'brand', minWidth: 0 }}>
            <BrandLink />
          </Box>
          <Box sx={{ gridArea: 'categories', justifySelf: { xs: 'end', lg: 'start' } }}>
            <CategoryMenu categories={categories} />
          </Box>
          <Box
            sx={{ gridArea: 'search', maxWidth: { lg: 720 }, width: '100%', justifySelf: 'center' }}
          >
            <SearchBox />
          </Box>
          <Box
            component="nav"
            aria-label={t('mainNavigation')}
            sx={{
              gridArea: 'actions',
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 0, sm: 0.5 },
            }}
          >
            <LanguageSwitch />
            <ThemeSwitch />
            <IconButtonLink
              href="/basket"
              prefetch={false}
              color="inherit"
              aria-label={t('basket')}
            >
              <ShoppingBagOutlinedIcon />
            </IconButtonLink>
            <AccountMenu />
          </Box>
        </Box>
      </Container>
    </AppBar>
  );
}
