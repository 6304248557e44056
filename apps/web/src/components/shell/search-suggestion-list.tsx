'use client';

import type { Suggestion } from '@nangsue/contracts';
import { BookOpen, Store, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { groupSuggestions } from './search-suggestions';
import styles from './search-box.module.css';

const GROUP_ICONS: Record<Suggestion['Type'], ReactNode> = {
  book: <BookOpen />,
  author: <UserRound />,
  publisher: <Store />,
};

/**
 * The search box's suggestions as a grouped WAI-ARIA listbox (books, authors, publishers, each with
 * its label and icon), loaded with the box's first focus or key (`search-box.tsx`), not with the
 * page. The field keeps the focus and the highlight (`aria-activedescendant`); the mouse moves the
 * highlight and a click chooses.
 */
export default function SuggestionList({
  listId,
  suggestions,
  activeIndex,
  onHighlight,
  onChoose,
}: {
  listId: string;
  suggestions: Suggestion[];
  activeIndex: number;
  onHighlight: (index: number) => void;
  onChoose: (suggestion: Suggestion) => void;
}) {
  const t = useTranslations('header.search');
  return (
    <div id={listId} role="listbox" aria-label={t('label')} className={styles.listbox}>
      {groupSuggestions(suggestions).map((group) => {
        const labelId = `${listId}-group-${group.start}`;
        return (
          <ul key={labelId} role="group" aria-labelledby={labelId} className={styles.group}>
            <li role="presentation" id={labelId} className={styles.groupLabel}>
              {GROUP_ICONS[group.type]}
              {t(`groups.${group.type}`)}
            </li>
            {group.suggestions.map((suggestion, indexInGroup) => {
              const optionIndex = group.start + indexInGroup;
              return (
                <li
                  key={`${suggestion.Type}-${suggestion.Id}`}
                  id={`${listId}-${optionIndex}`}
                  role="option"
                  aria-selected={optionIndex === activeIndex}
                  // Keep focus in the field; the click chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (optionIndex !== activeIndex) onHighlight(optionIndex);
                  }}
                  onClick={() => onChoose(suggestion)}
                  className={styles.option}
                >
                  {suggestion.Name}
                </li>
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
