import measuring from '../../content/blog/measuring-key-results.json';
import rhythm from '../../content/blog/quarterly-okr-rhythm.json';
import writing from '../../content/blog/writing-objectives-that-matter.json';
import type { Lang } from '../lib/lang';

export interface PostText {
  title: string;
  description: string;
  /** Paragraphs separated by a blank line; `## ` starts a heading, `- ` a list item. */
  body: string;
}

export interface BlogPost {
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  minutes: number;
  en: PostText;
  es: PostText;
}

/** The articles, newest first. Each lives in content/blog/<slug>.json with both languages. */
export const blogPosts: readonly BlogPost[] = [rhythm, measuring, writing].sort((a, b) =>
  b.date.localeCompare(a.date),
);

export function findPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function postText(post: BlogPost, lang: Lang): PostText {
  return post[lang];
}

export function formatDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
