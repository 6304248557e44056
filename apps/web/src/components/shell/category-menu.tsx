'use client';

import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import type { CategoryNode } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';

type CategoryMenuProps = {
  /** The category tree (`GET /v2/home/categorytree`); empty when the API could not give it. */
  categories: readonly CategoryNode[];
};

/** The header's category menu: every category and its sub-categories, each linking to its page. */
export function CategoryMenu({ categories }: CategoryMenuProps) {
  const t = useTranslations('header.categories');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('button')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<CategoryOutlinedIcon />}
        endIcon={<KeyboardArrowDownRoundedIcon sx={{ display: { xs: 'none', lg: 'block' } }} />}
        sx={{
          minWidth: 0,
          px: { xs: 1, lg: 2 },
          height: 40,
          '& .MuiButton-startIcon': { mr: { xs: 0, lg: 1 }, ml: { xs: 0, lg: -0.5 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {t('button')}
        </Box>
      </Button>
      <Popover
        id={popoverId}
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        marginThreshold={8}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 1,
              p: { xs: 2, md: 3 },
              width: categories.length === 0 ? 300 : 880,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: 'min(640px, calc(100dvh - 96px))',
              overflowY: 'auto',
              bgcolor: 'tokens.bg-lv2',
              border: '1px solid',
              borderColor: 'tokens.divider',
              boxShadow: '0 24px 60px -24px rgba(0,0,0,.55)',
            },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: categories.length === 0 ? 0.5 : 2 }}
        >
          {t('title')}
        </Typography>
        {categories.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {categories.map((category) => (
              <Box component="li" key={category.Id} sx={{ minWidth: 0 }}>
                <Box
                  component={Link}
                  href={`/category/${category.Id}`}
                  onClick={close}
                  sx={{
                    color: 'inherit',
                    textDecoration: 'none',
                    display: 'flex',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: 1,
                    fontWeight: 700,
                    fontSize: '0.98rem',
                    py: 0.5,
                    '&:hover, &:focus-visible': { color: 'primary.main' },
                  }}
                >
                  <span>{category.Name}</span>
                  <Box
                    component="span"
                    sx={{ color: 'tokens.sub-text2', fontSize: '0.8rem', fontWeight: 500 }}
                  >
                    {t('count', { count: category.NumberOfProducts })}
                  </Box>
                </Box>
                {category.SubCategories.length > 0 ? (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.25 }}>
                    {category.SubCategories.map((sub) => (
                      <li key={sub.Id}>
                        <Box
                          component={Link}
                          href={`/category/${sub.Id}`}
                          onClick={close}
                          sx={{
                            textDecoration: 'none',
                            display: 'block',
                            py: 0.35,
                            fontSize: '0.9rem',
                            color: 'tokens.note-font',
                            '&:hover, &:focus-visible': { color: 'primary.main' },
                          }}
                        >
                          {sub.Name}
                        </Box>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </Popover>
    </>
  );
}
