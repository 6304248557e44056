'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { MaskIcon } from '@/components/base/mask-icon';
import { IconButton } from '@/components/base/button';
import { VisuallyHidden } from '@/components/base/layout';
import {
  applyColorScheme,
  chooseColorScheme,
  currentColorScheme,
  MODE_STORAGE_KEY,
  storedColorScheme,
} from './color-scheme';
import styles from './theme-switch.module.css';

/**
 * Light/dark switch. What it shows is decided by CSS from the scheme class that the colour-scheme
 * script set before the first paint, so it is right before hydration too; the choice is kept where
 * MUI keeps it (`color-scheme.ts`), so the per-visit pages' MUI theme follows.
 */
export function ThemeSwitch() {
  const t = useTranslations('header.theme');

  // A choice made in another tab (a real `storage` event, which names its storage area).
  useEffect(() => {
    const followOtherTab = (event: StorageEvent) => {
      if (event.key === MODE_STORAGE_KEY && event.storageArea !== null)
        applyColorScheme(storedColorScheme());
    };
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, []);

  const toggle = () => chooseColorScheme(currentColorScheme() === 'dark' ? 'light' : 'dark');

  return (
    <IconButton onClick={toggle}>
      <span className={styles.toLight}>
        <MaskIcon name="sun" />
        <VisuallyHidden>{t('toLight')}</VisuallyHidden>
      </span>
      <span className={styles.toDark}>
        <MaskIcon name="moon" />
        <VisuallyHidden>{t('toDark')}</VisuallyHidden>
      </span>
    </IconButton>
  );
}
