import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from './hydrateIslands';
import { PublicPage } from './PublicPage';
import { PUBLIC_PATHS, pageMeta, prerenderPaths } from './publicPages';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('PublicPage', () => {
  it('gives every page its own title and description, in each language', () => {
    for (const lang of ['en', 'es'] as const) {
      const metas = prerenderPaths().map((path) => pageMeta(path, lang));
      expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
      expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
      for (const meta of metas) expect(meta.status).toBe(200);
    }
    expect(pageMeta('/nowhere', 'en').status).toBe(404);
  });

  it('renders on a server with one h1 and a footer linking every public page', () => {
    for (const path of prerenderPaths()) {
      const html = renderToString(<PublicPage path={path} lang="es" year={2026} />);
      expect(html.match(/<h1/g), path).toHaveLength(1);
      for (const linked of [...PUBLIC_PATHS, '/login', '/register']) {
        const href = linked === '/' ? '/?lang=es' : `${linked}?lang=es`;
        expect(html, `${path} links ${linked}`).toContain(`href="${href}"`);
      }
    }
  });

  it('shows the spec\'s statistics and plans on the landing page', () => {
    const html = renderToString(<PublicPage path="/" lang="en" year={2026} />);
    for (const text of ['20%', 'less meeting time', '30%', 'better clarity', '3x', 'faster implementation']) {
      expect(html).toContain(text);
    }
    for (const text of [
      'Unlimited users',
      'One initiative/project',
      'Up to 3 documents',
      '$20',
      'per user per month',
      '500 AI credits a month',
      'Advanced reports',
      'API integration',
      'Priority support',
      'Custom price',
      'Single sign-on',
      'Dedicated manager',
      'Service agreement',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('hydrates the prerendered interactive parts without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const mismatches = vi.fn();
    document.documentElement.lang = 'en';
    for (const path of ['/contact', '/help-center']) {
      document.body.innerHTML = renderToString(<PublicPage path={path} lang="en" year={2026} />);
      await act(async () => hydrateIslands(document, { onRecoverableError: mismatches }));
    }
    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-island]').length).toBeGreaterThan(0);
  });

  it('notices when prerendered markup and the hydrated part disagree', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mismatches = vi.fn();
    document.documentElement.lang = 'en';
    document.body.innerHTML = renderToString(<PublicPage path="/contact" lang="en" year={2026} />).replace(
      'Send message',
      'Stale label',
    );
    await act(async () => hydrateIslands(document, { onRecoverableError: mismatches }));
    expect(mismatches).toHaveBeenCalled();
  });
});
