'use client';

import { MAX_SHELF_NAME, MAX_SHELVES, type Shelf } from '@nangsue/contracts';
import { FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { useRouter } from '@/i18n/navigation';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { COLLECTION_PATH } from './shelf-query';
import styles from './collection.module.css';

/**
 * The API's refusal as the reader sees it: its own message (in the reader's language), in the
 * form and as a toast. 401 opens the login dialog and 500 has its toast already (api-client.ts).
 */
export const messageOfFailure = (caught: unknown): string | null => {
  if (!(caught instanceof ApiError) || caught.status === 401 || caught.status === 500) return null;
  const message = caught.ErrorList.join(' ');
  toast.error(message);
  return message;
};

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
        aria-invalid={error !== null}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
      />
      {error !== null ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {t('nameHint', { length: MAX_SHELF_NAME, max: MAX_SHELVES })}
      </p>
    </div>
  );
}

/** "New collection" (`addbookshelf`); the list is then read again. */
export function CreateShelfForm() {
  const t = useTranslations('bookshelf.collection');
  const router = useRouter();
  const [name, setName] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await callApi('addShelf', { body: { Data: { Name: name } } });
      toast.success(t('created', { name: result.Data?.Name ?? name.trim() }));
      setName('');
      router.refresh();
    } catch (caught) {
      setError(messageOfFailure(caught));
    } finally {
      setBusy(false);
    }
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
        <NameField
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          error={error}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FolderPlus size={18} aria-hidden="true" />}
          disabled={isBusy || name.trim() === ''}
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
  const renameRef = useRef<HTMLDialogElement>(null);
  const deleteRef = useRef<HTMLDialogElement>(null);
  const renameTitleId = useId();
  const deleteTitleId = useId();
  const deleteBodyId = useId();
  const [name, setName] = useState(shelf.Name);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await callApi('updateShelf', {
        body: { Data: { ShelfId: shelf.Id, Name: name } },
      });
      renameRef.current?.close();
      toast.success(t('renamed', { name: result.Data?.Name ?? name.trim() }));
      router.refresh();
    } catch (caught) {
      setError(messageOfFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await callApi('removeShelf', { body: { Data: { ShelfId: shelf.Id } } });
      deleteRef.current?.close();
      toast.success(t('deleted', { name: shelf.Name }));
      if (isOpen) router.push(COLLECTION_PATH);
      else router.refresh();
    } catch (caught) {
      setError(messageOfFailure(caught));
    } finally {
      setBusy(false);
    }
  };

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
          renameRef.current?.showModal();
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
          deleteRef.current?.showModal();
        }}
      >
        {t('delete')}
      </Button>

      <dialog ref={renameRef} aria-labelledby={renameTitleId} className={styles.dialog}>
        <form onSubmit={(event) => void rename(event)} noValidate>
          <h2 id={renameTitleId} className={styles.dialogTitle}>
            {t('renameTitle', { name: shelf.Name })}
          </h2>
          <NameField
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          <div className={styles.dialogActions}>
            <Button variant="text" tone="neutral" onClick={() => renameRef.current?.close()}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isBusy || name.trim() === ''}
              aria-busy={isBusy}
            >
              {isBusy ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      </dialog>

      <dialog
        ref={deleteRef}
        aria-labelledby={deleteTitleId}
        aria-describedby={deleteBodyId}
        className={styles.dialog}
      >
        <h2 id={deleteTitleId} className={styles.dialogTitle}>
          {t('deleteTitle', { name: shelf.Name })}
        </h2>
        <p id={deleteBodyId}>{t('deleteBody')}</p>
        {error !== null ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            variant="text"
            tone="neutral"
            autoFocus
            disabled={isBusy}
            onClick={() => deleteRef.current?.close()}
          >
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => void remove()}
          >
            {isBusy ? t('deleting') : t('delete')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
