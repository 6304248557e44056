import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { classNames } from './class-names';
import styles from './button.module.css';

/**
 * Buttons without MUI, for every page (server or client components alike): plain `<button>` and
 * locale-aware links styled by `button.module.css`. MUI's buttons remain only inside the forms of
 * the per-visit pages (ADR 0014).
 */
export type ButtonLook = {
  /** contained: the call to action; outlined and text: secondary actions. */
  variant?: 'contained' | 'outlined' | 'text';
  /** `neutral` takes the text colour instead of the brand colour. */
  tone?: 'primary' | 'neutral';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
};

export const buttonClassName = (
  {
    variant = 'text',
    tone = 'primary',
    size = 'medium',
    fullWidth = false,
  }: Omit<ButtonLook, 'startIcon' | 'endIcon'>,
  ...extra: Array<string | undefined | false>
): string =>
  classNames(
    styles.button,
    styles[variant],
    tone === 'neutral' && styles.neutral,
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    ...extra,
  );

const splitLook = <P extends ButtonLook>(props: P) => {
  const { variant, tone, size, fullWidth, startIcon, endIcon, ...rest } = props;
  return { look: { variant, tone, size, fullWidth }, startIcon, endIcon, rest };
};

export function Button(props: ButtonLook & ComponentProps<'button'>) {
  const { look, startIcon, endIcon, rest } = splitLook(props);
  const { className, children, type = 'button', ...buttonProps } = rest;
  return (
    <button type={type} className={buttonClassName(look, className)} {...buttonProps}>
      {startIcon}
      {children}
      {endIcon}
    </button>
  );
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** A path of the store, without the language prefix (the link adds it). */
  href: string;
};

export function ButtonLink(props: ButtonLook & LinkProps) {
  const { look, startIcon, endIcon, rest } = splitLook(props);
  const { className, children, ...linkProps } = rest;
  return (
    <Link className={buttonClassName(look, className)} {...linkProps}>
      {startIcon}
      {children}
      {endIcon}
    </Link>
  );
}

type IconLook = { size?: 'small' | 'medium'; tone?: ButtonLook['tone'] };

/** A round button holding one icon; give it an `aria-label`. */
export function IconButton({
  size = 'medium',
  tone = 'neutral',
  className,
  type = 'button',
  ...props
}: IconLook & ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={buttonClassName({ size, tone }, styles.icon, className)}
      {...props}
    />
  );
}

export function IconButtonLink({
  size = 'medium',
  tone = 'neutral',
  className,
  ...props
}: IconLook & LinkProps) {
  return <Link className={buttonClassName({ size, tone }, styles.icon, className)} {...props} />;
}
