'use client';

import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/** The category menu button. Categories come from the API in a later issue; until then it says so. */
export function CategoryMenu() {
  const t = useTranslations('header.categories');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const isOpen = anchor !== null;

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
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 1,
              p: 2.5,
              width: 300,
              maxWidth: 'calc(100vw - 32px)',
              bgcolor: 'tokens.bg-lv2',
              border: '1px solid',
              borderColor: 'tokens.divider',
            },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 0.5 }}
        >
          {t('title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
          {t('empty')}
        </Typography>
      </Popover>
    </>
  );
}
