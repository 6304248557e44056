import type { Element, ElementContent } from 'hast';
import { ExternalLink } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { VisuallyHidden } from '@/components/base/layout';
import { Link } from '@/i18n/navigation';
import { createSlugger, linkKindOf } from './content-paths';
import styles from './content-markdown.module.css';

/** The text of a heading as written (for its id). */
const textOf = (node: Element | ElementContent | undefined): string => {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
};

type HeadingProps = ComponentPropsWithoutRef<'h2'> & { node?: Element };

/**
 * A content page's Markdown (GFM: headings, lists, tables, links), rendered on the server as
 * React elements: raw HTML in the text is dropped (`skipHtml`, no rehype-raw), images are not
 * shown, and unsafe link schemes are removed by react-markdown's URL check. The store's own links
 * (`/howto/download`) get the reader's language; links that leave the store open in a new tab
 * with `rel="noopener noreferrer"`. Headings carry ids (`#…` links and sharing a part of a page);
 * the page's title is its only `h1`, so a `#` heading in the text is shown as `h2`.
 */
export function ContentMarkdown({
  markdown,
  externalLabel,
}: {
  markdown: string;
  externalLabel: string;
}) {
  const slug = createSlugger();
  const heading =
    (Tag: 'h2' | 'h3' | 'h4') =>
    ({ node, children, ...props }: HeadingProps): ReactNode => (
      <Tag {...props} id={slug(textOf(node))}>
        {children}
      </Tag>
    );

  const components: Components = {
    h1: heading('h2'),
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h4'),
    h6: heading('h4'),
    a: ({ href = '', children }) => {
      const kind = linkKindOf(href);
      if (kind === 'internal')
        return (
          <Link href={href} prefetch={false}>
            {children}
          </Link>
        );
      if (kind === 'anchor') return <a href={href}>{children}</a>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <ExternalLink size={14} aria-hidden="true" className={styles.externalIcon} />
          <VisuallyHidden> ({externalLabel})</VisuallyHidden>
        </a>
      );
    },
    table: ({ children }) => (
      <div className={styles.tableWrap}>
        <table>{children}</table>
      </div>
    ),
  };

  return (
    <div className={styles.prose}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={['img']}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
