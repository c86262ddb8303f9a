import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from '@tanstack/react-router';
import { GUIDE_SHOT_SIZE, contentHeadingId, guideShotAllowed } from '@modavi/core';
import * as styles from './content.css';

/** The plain text of a heading's children (its id is made from it, as the server makes the table of contents). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** GitHub's tables (the fee table, the order statuses). */
const REMARK_PLUGINS = [remarkGfm];

const components: Components = {
  // The page's own title is the only h1; the text's headings start at h2.
  h1: ({ children }) => <h2 id={contentHeadingId(textOf(children))}>{children}</h2>,
  h2: ({ children }) => <h2 id={contentHeadingId(textOf(children))}>{children}</h2>,
  // A link inside the site stays in the app; another opens apart, without the opener.
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
  // Only the guides' own pictures show (core's guideShotAllowed); any other image is dropped.
  img: ({ src, alt }) =>
    typeof src === 'string' && guideShotAllowed(src) ? (
      <img className={styles.shot} src={src} alt={alt ?? ''} width={GUIDE_SHOT_SIZE.width} height={GUIDE_SHOT_SIZE.height} loading="lazy" decoding="async" />
    ) : null,
};

/**
 * A help page's Markdown, as React elements: react-markdown builds elements from the syntax tree,
 * `skipHtml` drops any raw HTML in the text and its URL filter drops `javascript:` links, so
 * nothing in a page's file can run or inject markup.
 */
export function ContentMarkdown({ markdown }: { readonly markdown: string }) {
  return (
    <div className={styles.prose}>
      <Markdown skipHtml remarkPlugins={REMARK_PLUGINS} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
