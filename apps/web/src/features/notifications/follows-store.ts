'use client';

import type { FollowKind } from '@nangsue/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { callApi } from '@/lib/browser-api';

const keyOf = (kind: FollowKind, targetId: number) => `${kind}:${targetId}`;

type FollowsState = {
  /** What the reader follows (`kind:id`); null until read (and for a guest). */
  keys: ReadonlySet<string> | null;
  setFollowing: (kind: FollowKind, targetId: number, following: boolean) => void;
};

/** The reader's follows, shared by every follow button of the page, read once per page load. */
export const useFollowsStore = create<FollowsState>()((set) => ({
  keys: null,
  setFollowing: (kind, targetId, following) =>
    set(({ keys }) => {
      const next = new Set(keys ?? []);
      if (following) next.add(keyOf(kind, targetId));
      else next.delete(keyOf(kind, targetId));
      return { keys: next };
    }),
}));

let loading: Promise<void> | undefined;

const loadFollows = (): Promise<void> =>
  (loading ??= callApi('follows', { unauthorized: 'answer' })
    .then((result) => {
      const known = new Set(
        (result.Data?.Items ?? []).map((item) => keyOf(item.Kind, item.TargetId)),
      );
      const current = useFollowsStore.getState().keys;
      useFollowsStore.setState({
        keys: current === null ? known : new Set([...known, ...current]),
      });
    })
    .catch(() => undefined));

/** Whether the reader follows this (false for a guest and until the list is read). */
export const useIsFollowing = (kind: FollowKind, targetId: number): boolean => {
  const following = useFollowsStore((state) => state.keys?.has(keyOf(kind, targetId)) ?? false);
  useEffect(() => {
    if (useFollowsStore.getState().keys === null && hasSignedInHint(document.cookie))
      void loadFollows();
  }, []);
  return following;
};
