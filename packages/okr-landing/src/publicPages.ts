import { findPost } from './blog/posts';
import { blogPosts } from './blog/posts';
import { createTranslator } from '@okr/core';
import { landingCatalogs } from './lib/landingCatalogs';
import type { Lang } from './lib/lang';

/** The public routes of product-spec §2 that this package renders (sign-in lives in @okr/auth). */
export const PUBLIC_PATHS = ['/', '/about', '/blog', '/contact', '/help-center', '/privacy', '/terms', '/cookies'] as const;

export type PublicPageId =
  | 'home'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'blog'
  | 'blogPost'
  | 'help'
  | 'contact'
  | 'notFound';

export interface ResolvedPage {
  id: PublicPageId;
  slug?: string;
}

const byPath: Record<string, PublicPageId> = {
  '/': 'home',
  '/about': 'about',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/blog': 'blog',
  '/help-center': 'help',
  '/contact': 'contact',
};

/** Which page a path shows: one of the fixed pages, an article at /blog/<slug>, or not found. */
export function resolvePublicPage(path: string): ResolvedPage {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = byPath[clean];
  if (fixed) return { id: fixed };
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(clean);
  if (article?.[1] && findPost(article[1])) return { id: 'blogPost', slug: article[1] };
  return { id: 'notFound' };
}

/** Every page to prerender: the fixed pages and each article. */
export function prerenderPaths(): string[] {
  return [...PUBLIC_PATHS, ...blogPosts.map((post) => `/blog/${post.slug}`)];
}

export interface PageMeta {
  title: string;
  description: string;
  status: 200 | 404;
}

const metaKeys = {
  home: 'home',
  about: 'about',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  blog: 'blog',
  help: 'help',
  contact: 'contact',
} as const;

/** The <title> and meta description of a page in a language. */
export function pageMeta(path: string, lang: Lang): PageMeta {
  const t = createTranslator(landingCatalogs, { locale: lang });
  const page = resolvePublicPage(path);
  if (page.id === 'blogPost' && page.slug) {
    const post = findPost(page.slug);
    if (post) return { title: `${post[lang].title} | OKR`, description: post[lang].description, status: 200 };
  }
  if (page.id === 'notFound' || page.id === 'blogPost') {
    return { title: t('meta.notFound.title'), description: t('notFound.body'), status: 404 };
  }
  const key = metaKeys[page.id];
  return { title: t(`meta.${key}.title`), description: t(`meta.${key}.description`), status: 200 };
}
