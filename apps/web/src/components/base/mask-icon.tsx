import type { CSSProperties } from 'react';
import styles from './mask-icon.module.css';

/** The icons `mask-icon.module.css` draws (Lucide's, by their camel-cased names). */
export type MaskIconName =
  | 'bookOpen'
  | 'shapes'
  | 'chevronDown'
  | 'chevronLeft'
  | 'chevronRight'
  | 'search'
  | 'arrowRight'
  | 'languages'
  | 'sun'
  | 'moon'
  | 'shoppingBag'
  | 'userRound'
  | 'bell';

/**
 * A decorative Lucide icon drawn by the stylesheet (`mask-icon.module.css`): one empty element in
 * the HTML instead of an inline SVG, for the icons every page shows (header, brand, breadcrumbs).
 * 24px unless `size` or a rule for `[data-icon]` in its container says otherwise.
 */
export function MaskIcon({
  name,
  size,
  className,
}: {
  name: MaskIconName;
  size?: number;
  className?: string;
}) {
  const style: CSSProperties | undefined =
    size === undefined ? undefined : { width: size, height: size };
  return (
    <span
      aria-hidden="true"
      data-icon=""
      className={`${styles.icon} ${styles[name]}${className === undefined ? '' : ` ${className}`}`}
      style={style}
    />
  );
}
