'use client';

import type { FollowKind } from '@nangsue/contracts';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { requireLogin } from '@/features/account/session';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useFollowsStore, useIsFollowing } from './follows-store';

/** The button's words for this target, said by the server. */
export type FollowLabels = {
  follow: string;
  following: string;
  /** The accessible name: what is followed ("Follow the series Harry Potter"). */
  name: string;
  followed: string;
  unfollowed: string;
};

/**
 * Follow a series, an author or a publisher (docs/notifications.md): a guest gets the
 * login-required dialog; a reader follows or stops following and hears it in a toast.
 * `aria-pressed` says whether it is followed.
 */
export function FollowButton({
  kind,
  targetId,
  labels,
}: {
  kind: FollowKind;
  targetId: number;
  labels: FollowLabels;
}) {
  const following = useIsFollowing(kind, targetId);
  const setFollowing = useFollowsStore((state) => state.setFollowing);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!hasSignedInHint(document.cookie)) {
      requireLogin();
      return;
    }
    setBusy(true);
    try {
      const result = await callApi(following ? 'unfollow' : 'follow', {
        body: { Kind: kind, TargetId: targetId },
      });
      if (result.Data) {
        setFollowing(kind, targetId, result.Data.IsFollowing);
        toast.success(result.Data.IsFollowing ? labels.followed : labels.unfollowed);
      }
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      data-testid="follow-button"
      variant={following ? 'contained' : 'outlined'}
      size="small"
      aria-label={labels.name}
      aria-pressed={following}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {following ? labels.following : labels.follow}
    </Button>
  );
}
