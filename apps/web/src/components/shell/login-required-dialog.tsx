'use client';

import { LOGIN_DIALOG_WIDTH } from '@nangsue/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/base/button';
import { getPathname } from '@/i18n/navigation';
import { useSessionStore } from '@/stores/session-store';
import styles from './login-required-dialog.module.css';

/**
 * The login-required dialog (spec §2): 300 wide, closed only by its OK button, which goes to the
 * login route of the current language by a full page load. The API client opens it on a 401,
 * after remembering the page. The browser's modal `<dialog>`: the page behind is inert; Escape is
 * refused (`closedby="none"`, and the cancel event where that is not known), and should the browser
 * close it anyway (it may on a second Escape without a click between), it opens again.
 */
export function LoginRequiredDialog() {
  const t = useTranslations('common');
  const locale = useLocale();
  const isOpen = useSessionStore((state) => state.isLoginDialogOpen);
  const closeLoginDialog = useSessionStore((state) => state.closeLoginDialog);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const showIfOpen = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog === null || dialog.open || !useSessionStore.getState().isLoginDialogOpen) return;
    // A MUI modal open on a per-visit page hides the page's other parts, this one too.
    dialog.removeAttribute('aria-hidden');
    dialog.showModal();
    okRef.current?.focus();
  }, []);

  useEffect(() => {
    if (isOpen) showIfOpen();
    else dialogRef.current?.close();
  }, [isOpen, showIfOpen]);

  const goToLogin = () => {
    closeLoginDialog();
    window.location.assign(getPathname({ href: '/login', locale }));
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      closedby="none"
      onCancel={(event) => event.preventDefault()}
      onClose={showIfOpen}
      className={styles.dialog}
      style={{ width: LOGIN_DIALOG_WIDTH }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('warning')}
      </h2>
      <p id={bodyId} className={styles.body}>
        {t('pleaseLogin')}
      </p>
      <div className={styles.actions}>
        <Button ref={okRef} variant="contained" onClick={goToLogin}>
          {t('ok')}
        </Button>
      </div>
    </dialog>
  );
}
