import type { HTMLAttributes } from 'react';

/** Elements a layout primitive may render as, so lists and landmarks keep their semantics. */
export type LayoutElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'nav'
  | 'header'
  | 'footer'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset';

/** Props every layout primitive takes: the element, plus the usual HTML attributes. */
export interface LayoutProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; default `div`. */
  as?: LayoutElement | undefined;
}
