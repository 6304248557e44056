import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonLook } from '@/components/base/button';
import { getPathname } from '@/i18n/navigation';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The reader's path without the language prefix (`readerPath(42)`); the link adds it. */
  href: string;
};

/**
 * A link into the reader: a plain `<a>`, so entering the reader is always a full page load. The
 * reader's page is the only one whose security policy allows the book engine's `blob:` frames,
 * styles and fonts (docs/security.md, ADR 0009); the client router would keep the policy of the page
 * the visitor came from, and the EPUB would never open (issue 23 §0). Usable from server and client
 * components alike.
 */
export function ReaderLink({ href, ...props }: AnchorProps) {
  const locale = useLocale();
  return <a href={getPathname({ href, locale })} {...props} />;
}

/** `ReaderLink` looking like a button (`ButtonLink`'s looks). */
export function ReaderButtonLink({
  variant,
  tone,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...props
}: ButtonLook & AnchorProps) {
  return (
    <ReaderLink
      className={buttonClassName({ variant, tone, size, fullWidth }, className)}
      {...props}
    >
      {startIcon}
      {children}
      {endIcon}
    </ReaderLink>
  );
}
