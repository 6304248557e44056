import type { FollowKind } from '@nangsue/contracts';
import { getTranslations } from 'next-intl/server';
import type { FollowLabels } from './follow-button';

/** The words of a follow button for one target, said on the server (no messages sent to the page). */
export const followLabelsOf = async (kind: FollowKind, name: string): Promise<FollowLabels> => {
  const t = await getTranslations('notifications.follow');
  return {
    follow: t('follow'),
    following: t('following'),
    name: t(`label.${kind}`, { name }),
    followed: t('followed', { name }),
    unfollowed: t('unfollowed', { name }),
  };
};

/**
 * The words of a follow button on the followed one's own page (the author's, the publisher's),
 * where the heading already names them: "Follow this author".
 */
export const followThisLabelsOf = async (
  kind: 'contributor' | 'publisher',
): Promise<FollowLabels> => {
  const t = await getTranslations('notifications.follow');
  const who = kind === 'contributor' ? 'Author' : 'Publisher';
  return {
    follow: t('follow'),
    following: t('following'),
    name: t(`this${who}`),
    followed: t(`followedThis${who}`),
    unfollowed: t(`unfollowedThis${who}`),
  };
};
