'use client';

import { MAX_SHELF_NAME, MAX_SHELVES, type Shelf } from '@nangsue/contracts';
import { FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { ConfirmDialog, Dialog } from '@/components/base/dialog';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useShelfCall } from './shelf-call';
import { COLLECTION_PATH } from './shelf-query';
import fieldStyles from '@/components/base/field.module.css';
import styles from './collection.module.css';

function NameField({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  const t = useTranslations('bookshelf.collection');
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('nameLabel')}</label>
      <input
        id={id}
        name="name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_SHELF_NAME}
        required
        autoComplete="off"
        autoFocus={autoFocus}
        className={fieldStyles.input}
        aria-invalid={error !== null}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
      />
      {error !== null ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <p id={hintId} className={fieldStyles.hint}>
        {t('nameHint', { length: MAX_SHELF_NAME, max: MAX_SHELVES })}
      </p>
    </div>
  );
}

/**
 * A collection's name being written and its call (useShelfCall): `field` goes to NameField, where
 * an edit clears the last refusal; `canSend` while the name is not blank and no call is under way.
 */
function useNameForm(initial: string) {
  const call = useShelfCall();
  const [name, setName] = useState(initial);
  const onChange = (value: string) => {
    setName(value);
    call.setError(null);
  };
  return {
    ...call,
    name,
    setName,
    field: { value: name, onChange, error: call.error },
    canSend: !call.isBusy && name.trim() !== '',
  };
}

/** "New collection" (`addbookshelf`); the list is then read again. */
export function CreateShelfForm() {
  const t = useTranslations('bookshelf.collection');
  const router = useRouter();
  const { isBusy, name, setName, field, canSend, run } = useNameForm('');

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      const result = await callApi('addShelf', { body: { Data: { Name: name } } });
      toast.success(t('created', { name: result.Data?.Name ?? name.trim() }));
      setName('');
      router.refresh();
    });
  };

  return (
    <form
      onSubmit={(event) => void create(event)}
      className={styles.create}
      aria-label={t('createTitle')}
      noValidate
    >
      <h2 className={styles.createTitle}>{t('createTitle')}</h2>
      <div className={styles.createRow}>
        <NameField {...field} />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FolderPlus size={18} aria-hidden="true" />}
          disabled={!canSend}
          aria-busy={isBusy}
        >
          {isBusy ? t('creating') : t('create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Rename (a dialog with the name) and delete (a confirmation) of one collection. Deleting the
 * collection that is open goes back to the list of collections.
 */
export function ShelfActions({
  shelf,
  isOpen = false,
}: {
  shelf: Pick<Shelf, 'Id' | 'Name'>;
  /** True on the collection's own page. */
  isOpen?: boolean;
}) {
  const t = useTranslations('bookshelf.collection');
  const router = useRouter();
  const renameDialogRef = useRef<HTMLDialogElement>(null);
  const deleteDialogRef = useRef<HTMLDialogElement>(null);
  const { isBusy, error, setError, name, setName, field, canSend, run } = useNameForm(shelf.Name);

  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      const result = await callApi('updateShelf', {
        body: { Data: { ShelfId: shelf.Id, Name: name } },
      });
      renameDialogRef.current?.close();
      toast.success(t('renamed', { name: result.Data?.Name ?? name.trim() }));
      router.refresh();
    });
  };

  const remove = () =>
    run(async () => {
      await callApi('removeShelf', { body: { Data: { ShelfId: shelf.Id } } });
      deleteDialogRef.current?.close();
      toast.success(t('deleted', { name: shelf.Name }));
      if (isOpen) router.push(COLLECTION_PATH);
      else router.refresh();
    });

  return (
    <div className={styles.shelfActions}>
      <Button
        variant="text"
        tone="neutral"
        size="small"
        startIcon={<Pencil size={16} aria-hidden="true" />}
        aria-label={t('renameLabel', { name: shelf.Name })}
        onClick={() => {
          setName(shelf.Name);
          setError(null);
          renameDialogRef.current?.showModal();
        }}
      >
        {t('rename')}
      </Button>
      <Button
        variant="text"
        tone="neutral"
        size="small"
        startIcon={<Trash2 size={16} aria-hidden="true" />}
        aria-label={t('deleteLabel', { name: shelf.Name })}
        onClick={() => {
          setError(null);
          deleteDialogRef.current?.showModal();
        }}
      >
        {t('delete')}
      </Button>

      <Dialog
        ref={renameDialogRef}
        title={t('renameTitle', { name: shelf.Name })}
        cancelLabel={t('cancel')}
        onSubmit={(event) => void rename(event)}
        actions={
          <Button type="submit" variant="contained" disabled={!canSend} aria-busy={isBusy}>
            {isBusy ? t('saving') : t('save')}
          </Button>
        }
      >
        <NameField {...field} autoFocus />
      </Dialog>

      <ConfirmDialog
        ref={deleteDialogRef}
        title={t('deleteTitle', { name: shelf.Name })}
        description={t('deleteBody')}
        error={error}
        cancelLabel={t('cancel')}
        confirmLabel={isBusy ? t('deleting') : t('delete')}
        isBusy={isBusy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
