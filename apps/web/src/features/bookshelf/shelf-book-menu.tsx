'use client';

import { Archive, ArchiveRestore, CircleCheck, CircleDashed, EllipsisVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IconButton } from '@/components/base/button';
import {
  focusMenuItem,
  onMenuKeyDown,
  useAnchoredPopover,
} from '@/components/shell/anchored-popover';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useShelfCall } from './shelf-call';
import menuStyles from '@/components/shell/menu.module.css';

/**
 * A shelf book's "More" menu (owned books only): mark it finished or not (`finishbook`), hide it
 * from the shelf or put it back (`archivebook`; a hidden book is listed under "Archived", still
 * readable and downloadable). The shelf is read again after each change; a refusal is the API's
 * own toast.
 */
export function ShelfBookMenu({
  productId,
  name,
  isFinished,
  isArchived,
}: {
  productId: number;
  name: string;
  isFinished: boolean;
  isArchived: boolean;
}) {
  const t = useTranslations('bookshelf.menu');
  const router = useRouter();
  const { isBusy, run } = useShelfCall();
  const { close, triggerProps, popoverProps } = useAnchoredPopover<HTMLDivElement>({
    onOpen: focusMenuItem,
  });

  const finish = () =>
    run(async () => {
      close();
      await callApi('finishBook', {
        body: { Data: { ProductId: productId, Finished: !isFinished } },
      });
      toast.success(t(isFinished ? 'unfinishedDone' : 'finishedDone', { name }));
      router.refresh();
    });
  const archive = () =>
    run(async () => {
      close();
      await callApi('archiveBook', {
        body: { Data: { ProductId: productId, Archived: !isArchived } },
      });
      toast.success(t(isArchived ? 'unarchivedDone' : 'archivedDone', { name }));
      router.refresh();
    });

  return (
    <>
      <IconButton
        {...triggerProps}
        size="small"
        aria-haspopup="menu"
        aria-label={t('label', { name })}
        title={t('label', { name })}
        disabled={isBusy}
        aria-busy={isBusy}
        data-testid="shelf-book-menu"
      >
        <EllipsisVertical size={18} aria-hidden="true" />
      </IconButton>
      <div
        {...popoverProps}
        role="menu"
        aria-label={t('label', { name })}
        onKeyDown={onMenuKeyDown}
        className={menuStyles.menu}
      >
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => void finish()}
          className={menuStyles.item}
        >
          <span className={menuStyles.itemIcon}>
            {isFinished ? <CircleDashed /> : <CircleCheck />}
          </span>
          {t(isFinished ? 'unfinish' : 'finish')}
        </button>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => void archive()}
          className={menuStyles.item}
        >
          <span className={menuStyles.itemIcon}>
            {isArchived ? <ArchiveRestore /> : <Archive />}
          </span>
          {t(isArchived ? 'unarchive' : 'archive')}
        </button>
      </div>
    </>
  );
}
