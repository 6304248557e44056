'use client';

import { useId, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import styles from './dialog.module.css';

type DialogProps = Omit<ComponentProps<'dialog'>, 'ref' | 'title' | 'onSubmit'> & {
  ref: RefObject<HTMLDialogElement | null>;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A sentence under the heading; it describes the dialog. */
  description?: ReactNode;
  /** The refusal to show under the content (an alert), or null. */
  error?: string | null;
  /** The label of the button that closes the dialog (first of the actions). */
  cancelLabel: string;
  /** Focus the closing button on opening (a confirmation: the safe choice first). */
  isCancelFocused?: boolean;
  /** While true, the closing button is disabled (a call is under way). */
  isBusy?: boolean;
  /** The buttons after the closing one, e.g. the call to action. */
  actions: ReactNode;
  /** Content and actions become a form sent by a submit button among the actions. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The width in px (at most the screen's less 32px). */
  width?: number;
};

/**
 * A modal dialog on the browser's own `<dialog>` (focus moves in and back, Escape closes it):
 * heading, optional description, content, the refusal if any, then the actions with "Cancel"
 * first. Open it with `ref.current?.showModal()`.
 */
export function Dialog({
  ref,
  title,
  description,
  error = null,
  cancelLabel,
  isCancelFocused = false,
  isBusy = false,
  actions,
  onSubmit,
  width = 480,
  className,
  style,
  children,
  ...props
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const body = (
    <>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description === undefined ? null : (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
      {error === null ? null : (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="text"
          tone="neutral"
          autoFocus={isCancelFocused}
          disabled={isBusy}
          onClick={() => ref.current?.close()}
        >
          {cancelLabel}
        </Button>
        {actions}
      </div>
    </>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      className={classNames(styles.dialog, className)}
      style={{ width, ...style }}
      {...props}
    >
      {onSubmit === undefined ? (
        body
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      )}
    </dialog>
  );
}

/**
 * A question before an action that cannot be undone: the description says what happens,
 * "Cancel" (focused) keeps things as they are, the confirm button calls `onConfirm`.
 */
export function ConfirmDialog({
  confirmLabel,
  onConfirm,
  isBusy = false,
  ...props
}: Omit<DialogProps, 'actions' | 'onSubmit' | 'isCancelFocused'> & {
  /** The confirm button's label (say what is under way while `isBusy`). */
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      {...props}
      isBusy={isBusy}
      isCancelFocused
      actions={
        <Button variant="contained" disabled={isBusy} aria-busy={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    />
  );
}
