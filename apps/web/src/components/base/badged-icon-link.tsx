import type { ComponentProps, ReactNode } from 'react';
import { IconButtonLink } from './button';
import { classNames } from './class-names';
import styles from './badged-icon-link.module.css';

/** Most a badge shows; more reads "99+". */
const MAX_BADGE = 99;

/**
 * An icon link with a count in a badge at its corner (the header's basket and bell); no badge
 * while the count is 0. The badge is hidden from assistive technology: say the count in the
 * link's `aria-label`.
 */
export function BadgedIconLink({
  icon,
  count,
  badgeTestId,
  className,
  ...props
}: Omit<ComponentProps<typeof IconButtonLink>, 'children'> & {
  icon: ReactNode;
  count: number;
  badgeTestId: string;
}) {
  return (
    <IconButtonLink className={classNames(styles.link, className)} {...props}>
      {icon}
      {count > 0 ? (
        <span aria-hidden="true" className={styles.badge} data-testid={badgeTestId}>
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </span>
      ) : null}
    </IconButtonLink>
  );
}
