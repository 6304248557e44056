'use client';

import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/**
 * Light/dark switch. What it shows is decided by CSS from the scheme class that
 * `InitColorSchemeScript` set before the first paint, so it is right before hydration too;
 * MUI keeps the choice in local storage.
 */
export function ThemeSwitch() {
  const t = useTranslations('header.theme');
  const { colorScheme, setMode } = useColorScheme();

  const toggle = () => {
    const current =
      colorScheme ?? (document.documentElement.classList.contains('light') ? 'light' : 'dark');
    setMode(current === 'dark' ? 'light' : 'dark');
  };

  return (
    <IconButton color="inherit" onClick={toggle}>
      <Box component="span" sx={{ display: 'none', '.dark &': { display: 'inline-flex' } }}>
        <LightModeOutlinedIcon />
        <Box component="span" sx={visuallyHidden}>
          {t('toLight')}
        </Box>
      </Box>
      <Box component="span" sx={{ display: 'none', '.light &': { display: 'inline-flex' } }}>
        <DarkModeOutlinedIcon />
        <Box component="span" sx={visuallyHidden}>
          {t('toDark')}
        </Box>
      </Box>
    </IconButton>
  );
}
