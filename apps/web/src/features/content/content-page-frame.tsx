// The frame every content page shares: its meta tags, the breadcrumb, the hero with the heading
// and the lead, and what the page puts under it.
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ContentToc, type TocItem } from './content-toc.tsx';
import './content-page.css';

export interface ContentPageFrameProps {
  /** The page's title: meta title, breadcrumb and, unless `heading` is given, the heading. */
  title: string;
  metaDescription: string;
  heading?: string;
  lead: string;
  /** A document (policies, FAQ) is an <article>; a page of tools (contact) is not. */
  element?: 'article' | 'div';
  className?: string;
  children: ReactNode;
}

export function ContentPageFrame({
  title,
  metaDescription,
  heading = title,
  lead,
  element: Element = 'article',
  className,
  children,
}: ContentPageFrameProps) {
  usePageMeta(title, metaDescription);
  return (
    <>
      <Breadcrumb title={title} />
      <Element className={className ? `content-page ${className}` : 'content-page'}>
        <header className="content-hero">
          <h1>{heading}</h1>
          <p className="content-lead">{lead}</p>
        </header>
        {children}
      </Element>
    </>
  );
}

/** A long page's two columns: "on this page" links beside the text. */
export function ContentColumns({
  tocTitle,
  toc,
  children,
}: {
  tocTitle: string;
  toc: readonly TocItem[];
  children: ReactNode;
}) {
  return (
    <div className="content-columns">
      <ContentToc title={tocTitle} items={toc} />
      {children}
    </div>
  );
}

export interface ContentCtaProps {
  /** Labels the section by its heading (a page's closing call); none for a page's only message. */
  id?: string;
  heading: string;
  /** h1 when the call is all the page says (a campaign not found), h2 under a page's heading. */
  level?: 'h1' | 'h2';
  text: string;
  /** The text is an error the shopper must hear at once. */
  alert?: boolean;
  className?: string;
  /** The buttons and links. */
  children: ReactNode;
}

/** A boxed call to action: a heading, a line of text and the ways on from it. */
export function ContentCta({
  id,
  heading,
  level: Heading = 'h2',
  text,
  alert = false,
  className,
  children,
}: ContentCtaProps) {
  return (
    <section
      className={className ? `content-cta ${className}` : 'content-cta'}
      aria-labelledby={id}
    >
      <Heading id={id}>{heading}</Heading>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <div className="content-cta__actions">{children}</div>
    </section>
  );
}
