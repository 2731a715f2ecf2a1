/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every package (and app) with a locales/ folder: en.json is the source of keys, es.json must have
// exactly the same keys, no blank string, and the same {placeholders} in each string. A package may
// group its strings by feature (one level), so each panel's bundle imports only its groups.

const root = resolve(__dirname, '../..');
const localeDirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(group, name, 'locales'))
    .filter((dir) => existsSync(join(root, dir))),
);

type Catalog = Record<string, string>;
/** A catalog's strings by flat key; a file grouped by feature (`{ "webhooks": { "title": … } }`) reads as `webhooks.title`. */
const read = (file: string): Catalog => {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(json).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' ? Object.entries(value as Catalog).map(([inner, text]) => [`${key}.${inner}`, text] as const) : [[key, value as string] as const],
    ),
  );
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('locale catalogs', () => {
  it('finds every locales folder, the landing package among them', () => {
    expect(localeDirs).toContain(join('packages', 'okr-landing', 'locales'));
  });

  describe.each(localeDirs)('%s', (dir) => {
    const en = read(join(dir, 'en.json'));
    const es = read(join(dir, 'es.json'));

    it('has exactly the same keys in English and Spanish', () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no blank strings', () => {
      for (const [key, value] of [...Object.entries(en), ...Object.entries(es)]) {
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const key of Object.keys(en)) {
        if (es[key] === undefined) continue;
        expect(placeholders(es[key]), key).toEqual(placeholders(en[key] ?? ''));
      }
    });
  });
});

describe('blog articles (packages/okr-landing/content/blog)', () => {
  const dir = join('packages', 'okr-landing', 'content', 'blog');
  const files = readdirSync(join(root, dir)).filter((file) => file.endsWith('.json'));

  it('has at least three articles', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files)('%s has a title, description and body in English and Spanish', (file) => {
    const post = JSON.parse(readFileSync(join(root, dir, file), 'utf8')) as Record<string, unknown>;
    expect(`${String(post.slug)}.json`).toBe(file);
    for (const lang of ['en', 'es']) {
      const text = post[lang] as Record<string, string>;
      for (const field of ['title', 'description', 'body']) expect(text[field]?.trim(), `${lang}.${field}`).toBeTruthy();
    }
    // Same structure: as many sections in both languages.
    const sections = (lang: string) => ((post[lang] as { body: string }).body.match(/^## /gm) ?? []).length;
    expect(sections('es')).toBe(sections('en'));
  });
});
