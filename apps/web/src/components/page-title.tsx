// Breadcrumb, <title>/meta and the page's single h1: the frame of every inner page.
import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

export function PageTitle({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <>
      <Breadcrumb title={title} />
      <div className="container page">
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </>
  );
}
