'use client';

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import { LOCALES, type Locale } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { saveLocaleChoice } from '@/i18n/locale-cookie';
import { usePathname, useRouter } from '@/i18n/navigation';
import { markLanguagePending } from '@/lib/pending-language';

/**
 * Switches to the same page in the other language (spec §2), saves the choice in the locale
 * cookie for 365 days, and leaves a mark so the next page tells the API (`LanguageSync`).
 */
export function LanguageSwitch() {
  const t = useTranslations('header.language');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = anchor !== null;

  const switchTo = (next: Locale) => {
    setAnchor(null);
    if (next === locale) return;

    saveLocaleChoice(next);
    markLanguagePending(next);
    router.replace(`${pathname}${window.location.search}${window.location.hash}`, {
      locale: next,
      scroll: false,
    });
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('label')}
        title={t('current', { language: t(locale) })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateRoundedIcon />}
        sx={{
          minWidth: 0,
          height: 40,
          px: { xs: 1, sm: 1.5 },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 0.75 }, ml: 0 },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'inline' },
            textTransform: 'uppercase',
            fontSize: '0.8rem',
          }}
        >
          {locale}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 180 } } }}
      >
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            role="menuitemradio"
            aria-checked={option === locale}
            selected={option === locale}
            onClick={() => switchTo(option)}
          >
            <ListItemIcon>
              {option === locale ? <CheckRoundedIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{t(option)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
