// Per-page <title> and meta description; the site name and default description are labels.
import { useEffect } from 'react';
import { useLabels } from '../i18n/use-labels.ts';

export function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** "Title | Site", or just the site name when the title is empty or is the site name. */
export function composeTitle(title: string, siteName: string): string {
  const clean = title.trim();
  return clean && clean !== siteName ? `${clean} | ${siteName}` : siteName;
}

export function usePageMeta(title: string, description?: string): void {
  const t = useLabels('Common');
  const siteName = t('lbl_cmn_site_name');
  const fallback = t('lbl_cmn_meta_description');
  useEffect(() => {
    document.title = composeTitle(title, siteName);
    setMetaDescription(description?.trim() || fallback);
  }, [title, description, siteName, fallback]);
}
