'use client';

import { LOCALES, type Locale } from '@nangsue/contracts';
import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/base/mask-icon';
import { Button } from '@/components/base/button';
import { saveLocaleChoice } from '@/i18n/locale-cookie';
import { usePathname, useRouter } from '@/i18n/navigation';
import { markLanguagePending } from '@/lib/pending-language';
import { focusMenuItem, onMenuKeyDown, useAnchoredPopover } from './anchored-popover';
import styles from './language-switch.module.css';
import menuStyles from './menu.module.css';

/**
 * Switches to the same page in the other language (spec §2), saves the choice in the locale
 * cookie for 365 days, and leaves a mark so the next page tells the API (`LanguageSync`).
 */
export function LanguageSwitch() {
  const t = useTranslations('header.language');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const { close, triggerProps, popoverProps } = useAnchoredPopover<HTMLDivElement>({
    onOpen: focusMenuItem,
  });

  const switchTo = (next: Locale) => {
    close();
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
        {...triggerProps}
        tone="neutral"
        aria-label={t('label')}
        title={t('current', { language: t(locale) })}
        aria-haspopup="menu"
        className={styles.trigger}
        startIcon={<MaskIcon name="languages" />}
      >
        <span aria-hidden className={styles.code}>
          {locale}
        </span>
      </Button>
      <div
        {...popoverProps}
        role="menu"
        aria-label={t('label')}
        onKeyDown={onMenuKeyDown}
        className={`${menuStyles.menu} ${styles.menu}`}
      >
        {LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            role="menuitemradio"
            aria-checked={option === locale}
            tabIndex={-1}
            onClick={() => switchTo(option)}
            className={menuStyles.item}
          >
            <span className={menuStyles.itemIcon}>{option === locale ? <Check /> : null}</span>
            {t(option)}
          </button>
        ))}
      </div>
    </>
  );
}
