'use client';

import type { EmailFrequency, FollowKind } from '@nangsue/contracts';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useUnreadStore } from './unread-count';

const useRun = () => {
  const router = useRouter();
  const setCount = useUnreadStore((state) => state.setCount);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<number | null>) => {
    setBusy(true);
    try {
      const unread = await work();
      if (unread !== null) setCount(unread);
      router.refresh();
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

/** "Mark as read" on one notification; the bell's count follows. */
export function MarkReadButton({ id, label, name }: { id: number; label: string; name: string }) {
  const { busy, run } = useRun();
  return (
    <Button
      size="small"
      variant="text"
      aria-label={name}
      disabled={busy}
      onClick={() =>
        void run(async () => {
          const result = await callApi('markNotificationRead', { params: { id } });
          return result.Data?.UnreadCount ?? null;
        })
      }
    >
      {label}
    </Button>
  );
}

/** "Mark all as read". */
export function MarkAllReadButton({ label }: { label: string }) {
  const { busy, run } = useRun();
  return (
    <Button
      variant="outlined"
      data-testid="mark-all-read"
      disabled={busy}
      onClick={() =>
        void run(async () => {
          const result = await callApi('markAllNotificationsRead');
          return result.Data?.UnreadCount ?? null;
        })
      }
    >
      {label}
    </Button>
  );
}

/** The e-mail choice: at once, a daily or weekly digest, or never; saved on change. */
export function EmailFrequencyControl({
  value,
  legend,
  options,
  saved,
}: {
  value: EmailFrequency;
  legend: string;
  options: { value: EmailFrequency; label: string }[];
  saved: string;
}) {
  const [current, setCurrent] = useState(value);
  const [busy, setBusy] = useState(false);
  const save = async (next: EmailFrequency) => {
    setBusy(true);
    try {
      const result = await callApi('saveNotificationSettings', {
        body: { EmailFrequency: next },
      });
      if (result.Data) {
        setCurrent(result.Data.EmailFrequency);
        toast.success(saved);
      }
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset disabled={busy} data-testid="email-frequency">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} style={{ display: 'block', padding: '4px 0' }}>
          <input
            type="radio"
            name="email-frequency"
            value={option.value}
            checked={current === option.value}
            onChange={() => void save(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** "Unfollow" on the following page. */
export function UnfollowButton({
  kind,
  targetId,
  label,
  name,
  done,
}: {
  kind: FollowKind;
  targetId: number;
  label: string;
  name: string;
  done: string;
}) {
  const { busy, run } = useRun();
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={name}
      disabled={busy}
      onClick={() =>
        void run(async () => {
          await callApi('unfollow', { body: { Kind: kind, TargetId: targetId } });
          toast.success(done);
          return null;
        })
      }
    >
      {label}
    </Button>
  );
}

/** The unsubscribe page's confirm button: the e-mail's token, no sign-in needed. */
export function UnsubscribeButton({
  token,
  label,
  done,
}: {
  token: string;
  label: string;
  done: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'done') return <p role="status">{done}</p>;
  return (
    <>
      <Button
        variant="contained"
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          setError(null);
          callApi('unsubscribeNotifications', { body: { Token: token }, unauthorized: 'answer' })
            .then(() => setState('done'))
            .catch((caught: unknown) => {
              setState('idle');
              setError(isErrorToShow(caught) ? caught.ErrorList.join(' ') : String(caught));
            });
        }}
      >
        {label}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}
