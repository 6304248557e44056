'use client';

import type { BookFileFormat, DownloadLink } from '@nangsue/contracts';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { Dialog } from '@/components/base/dialog';
import { ApiError, callApi } from '@/lib/browser-api';
import { messageOfFailure } from './shelf-call';
import styles from './bookshelf.module.css';

type Phase = 'idle' | 'preparing' | 'started';

/**
 * "Download" on a shelf book: a modal dialog (the browser's `<dialog>`) with the terms in the
 * reader's language, "I agree" (nothing is asked before it is ticked), the format when the book
 * has both, then `getdownloadcloud/{OrderItemId}/true?epub=true` (or `pdf`): its signed one-use
 * `Url` is followed, the file downloads and the page stays. The dialog then says how many
 * downloads are left; a refusal (the limit reached, the terms) is the API's own message.
 */
export function DownloadButton({
  orderItemId,
  name,
  formats,
}: {
  orderItemId: string;
  name: string;
  formats: readonly BookFileFormat[];
}) {
  const t = useTranslations('bookshelf.download');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [hasAgreed, setAgreed] = useState(false);
  const [format, setFormat] = useState<BookFileFormat>(formats[0] ?? 'EPUB');
  const [phase, setPhase] = useState<Phase>('idle');
  const [link, setLink] = useState<DownloadLink | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setAgreed(false);
    setFormat(formats[0] ?? 'EPUB');
    setPhase('idle');
    setLink(null);
    setError(null);
    dialogRef.current?.showModal();
  };

  const download = async () => {
    setPhase('preparing');
    setError(null);
    try {
      const result = await callApi('downloadLink', {
        params: { orderItem: orderItemId, agree: 'true' },
        query: format === 'PDF' ? { pdf: 'true' } : { epub: 'true' },
      });
      const answered = result.Data;
      if (answered === null) throw new ApiError(500, result.ErrorList);
      setLink(answered);
      setPhase('started');
      // A signed, one-use link to this site's `/downloads/...`: the file comes as an attachment.
      window.location.assign(answered.Url);
    } catch (caught) {
      setPhase('idle');
      setError(messageOfFailure(caught));
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Download size={16} aria-hidden="true" />}
        aria-label={t('openLabel', { name })}
        disabled={formats.length === 0}
        title={formats.length === 0 ? t('noFiles') : undefined}
        onClick={open}
      >
        {t('open')}
      </Button>
      <Dialog
        ref={dialogRef}
        width={520}
        title={t('title', { name })}
        error={error}
        cancelLabel={phase === 'started' ? t('close') : t('cancel')}
        data-testid="download-dialog"
        actions={
          <Button
            variant="contained"
            startIcon={<Download size={18} aria-hidden="true" />}
            disabled={!hasAgreed || phase === 'preparing'}
            aria-busy={phase === 'preparing'}
            onClick={() => void download()}
          >
            {phase === 'preparing' ? t('preparing') : t('confirm', { format })}
          </Button>
        }
      >
        <section aria-label={t('termsTitle')} className={styles.terms}>
          <h3>{t('termsTitle')}</h3>
          <p>{t('terms1')}</p>
          <p>{t('terms2')}</p>
          <p>{t('terms3')}</p>
        </section>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={hasAgreed}
            disabled={phase === 'preparing'}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          {t('agree')}
        </label>
        {formats.length > 1 ? (
          <fieldset className={styles.formats}>
            <legend>{t('formatLabel')}</legend>
            {formats.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`format-${orderItemId}`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {value}
              </label>
            ))}
          </fieldset>
        ) : null}
        {!hasAgreed && phase === 'idle' ? <p className={styles.hint}>{t('mustAgree')}</p> : null}
        {phase === 'started' && link !== null ? (
          <p role="status" className={styles.started}>
            {t('started', { file: link.FileName })}{' '}
            {link.DownloadsLeft === null ? null : t('left', { count: link.DownloadsLeft })}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
