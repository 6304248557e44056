import { useId } from 'react';
import { buttonClassName, type ButtonLook } from '@/components/base/button';
import styles from './coming-soon-button.module.css';

type ComingSoonButtonProps = Pick<
  ButtonLook,
  'variant' | 'tone' | 'startIcon' | 'size' | 'fullWidth'
> & {
  label: string;
  /** Why it is disabled ("Coming soon"), as a tooltip and as its description. */
  reason: string;
  className?: string;
};

/**
 * A button for a feature that is not there yet: visibly disabled, focusable so keyboard and
 * screen-reader users learn why (a disabled `<button>` could not be focused or hovered). The reason
 * is its description and a tooltip shown on hover and focus by CSS alone: no script.
 */
export function ComingSoonButton({
  label,
  reason,
  variant = 'text',
  tone,
  startIcon,
  size,
  fullWidth,
  className,
}: ComingSoonButtonProps) {
  const reasonId = useId();

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={reasonId}
        className={buttonClassName(
          { variant, tone, size, fullWidth },
          styles.button,
          styles[variant],
          className,
        )}
      >
        {startIcon}
        {label}
      </button>
      <span id={reasonId} role="tooltip" className={styles.tooltip}>
        {reason}
      </span>
    </span>
  );
}
