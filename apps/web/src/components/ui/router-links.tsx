'use client';

import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link } from '@/i18n/navigation';

/**
 * MUI components rendered as next-intl links, so server components can use them with a plain
 * `href` (a component type cannot cross the server/client boundary as a prop).
 */
type Href = string;

/** `prefetch: false` for links a visitor seldom follows (the footer) or to pages for one visitor. */
type PrefetchProp = { prefetch?: boolean };

export function ButtonLink({
  href,
  prefetch,
  ...props
}: Omit<ButtonProps, 'href'> & { href: Href } & PrefetchProp) {
  return <Button component={Link} href={href} {...props} {...linkPrefetch(prefetch)} />;
}

export function IconButtonLink({
  href,
  prefetch,
  ...props
}: Omit<IconButtonProps, 'href'> & { href: Href } & PrefetchProp) {
  return <IconButton component={Link} href={href} {...props} {...linkPrefetch(prefetch)} />;
}

export function TextLink({
  href,
  prefetch,
  ...props
}: Omit<MuiLinkProps, 'href'> & { href: Href } & PrefetchProp) {
  return <MuiLink component={Link} href={href} {...props} {...linkPrefetch(prefetch)} />;
}

/** MUI hands props it does not know to the link component. */
const linkPrefetch = (prefetch: boolean | undefined) =>
  (prefetch === undefined ? {} : { prefetch }) as Record<string, never>;
