import type { ComponentProps, CSSProperties, ElementType, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './layout.module.css';

/** The page's width and gutters. */
export function Container({
  as: Tag = 'div',
  className,
  children,
  ...props
}: { as?: ElementType; className?: string; children?: ReactNode } & ComponentProps<'div'>) {
  return (
    <Tag className={classNames(styles.container, className)} {...props}>
      {children}
    </Tag>
  );
}

/** Text read to assistive technology, not shown. */
export function VisuallyHidden({ children, ...props }: ComponentProps<'span'>) {
  return (
    <span className={styles.visuallyHidden} {...props}>
      {children}
    </span>
  );
}

/** A placeholder block while something loads; sizes in CSS lengths. */
export function Skeleton({
  width,
  height,
  radius,
  className,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}

export const visuallyHiddenClassName = styles.visuallyHidden;

/** A book's card in a grid cell: a column as tall as the row (layout.module.css). */
export const tileClassName = styles.tile;

/** Text cut after two lines with an ellipsis. */
export const twoLinesClassName = styles.twoLines;
