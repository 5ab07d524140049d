/** Site settings reads, with safe defaults when the singleton is missing or incomplete. */
import 'server-only';
import { sanityFetch } from './fetch';
import { typeTags } from './revalidate';
import { siteSettingsQuery } from './queries';

import { DEFAULT_BRAND_NAME } from '@/lib/metadata';

/** Brand name used when the settings document has none (lib/metadata.ts). */
export { DEFAULT_BRAND_NAME };

export interface NavLink {
  key: string;
  label: string;
  href: string;
}
export interface NavItem extends Partial<Pick<NavLink, 'href'>> {
  key: string;
  label: string;
  children: NavLink[];
}
/** A popular search topic (SPEC §2): a visible label and the term searched at `/search/{term}`. */
export interface SearchTopic {
  key: string;
  label: string;
  term: string;
}
export interface SiteSettings {
  brandName: string;
  tagline: string | null;
  navigation: NavItem[];
  footerLinks: NavLink[];
  /** SPEC §2 "Popular search topics"; topics without label or term are dropped. */
  popularSearchTopics: SearchTopic[];
  seo: { title?: string; description?: string };
}

const isLink = (link: { _key: string; label: string | null; href: string | null }): link is { _key: string; label: string; href: string } =>
  Boolean(link.label && link.href);

/** Site settings, normalised: links without label or path are dropped rather than rendered broken. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await sanityFetch({ query: siteSettingsQuery, tags: typeTags('siteSettings') });
  return {
    brandName: settings?.brandName || DEFAULT_BRAND_NAME,
    tagline: settings?.tagline ?? null,
    navigation: (settings?.navigation ?? []).flatMap((item) =>
      item.label
        ? [
            {
              key: item._key,
              label: item.label,
              href: item.href ?? undefined,
              children: (item.children ?? []).filter(isLink).map((c) => ({ key: c._key, label: c.label, href: c.href })),
            },
          ]
        : [],
    ),
    footerLinks: (settings?.footerLinks ?? []).filter(isLink).map((l) => ({ key: l._key, label: l.label, href: l.href })),
    popularSearchTopics: (settings?.popularSearchTopics ?? []).flatMap((topic) =>
      topic.label?.trim() && topic.term?.trim() ? [{ key: topic._key, label: topic.label.trim(), term: topic.term.trim() }] : [],
    ),
    seo: { title: settings?.seo?.seo_title ?? undefined, description: settings?.seo?.meta_description ?? undefined },
  };
}
