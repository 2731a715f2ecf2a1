import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

// A built host whose public pages were prerendered: index.html is the landing page, app.html the
// app's shell, and public-pages.json lists each page's file per language.
const distDir = mkdtempSync(join(tmpdir(), 'okr-public-dist-'));
writeFileSync(join(distDir, 'index.html'), '<html lang="en"><title>Home EN</title>');
writeFileSync(join(distDir, 'index.es.html'), '<html lang="es"><title>Home ES</title>');
writeFileSync(join(distDir, 'app.html'), '<title>App shell</title><div id="root"></div>');
mkdirSync(join(distDir, 'about'));
writeFileSync(join(distDir, 'about', 'index.html'), '<html lang="en"><title>About EN</title>');
writeFileSync(join(distDir, 'about', 'index.es.html'), '<html lang="es"><title>About ES</title>');
writeFileSync(
  join(distDir, 'public-pages.json'),
  JSON.stringify({
    pages: [
      { path: '/', files: { en: 'index.html', es: 'index.es.html' } },
      { path: '/about', files: { en: 'about/index.html', es: 'about/index.es.html' } },
    ],
  }),
);

const ctx = useTestApp({ hostDistDir: distDir });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('serving the prerendered public pages', () => {
  it('answers English by default, without caching one language for everyone', async () => {
    for (const [url, title] of [
      ['/', 'Home EN'],
      ['/about', 'About EN'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(title);
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers Spanish for ?lang=es and for the remembered language cookie; ?lang wins', async () => {
    expect((await get('/about?lang=es')).body).toContain('About ES');
    expect((await get('/', { cookie: 'okr-locale=es' })).body).toContain('Home ES');
    expect((await get('/about?lang=en', { cookie: 'okr-locale=es' })).body).toContain('About EN');
    // A language the page does not have falls back to English.
    expect((await get('/about?lang=fr', { cookie: 'okr-locale=de' })).body).toContain('About EN');
  });

  it("serves the app's shell (app.html) for the app's routes", async () => {
    for (const url of ['/login', '/app/objectives', '/register?lang=es']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('App shell');
    }
  });
});
