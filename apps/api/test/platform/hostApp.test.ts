import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

const distDir = mkdtempSync(join(tmpdir(), 'okr-host-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>OKR host</title><div id="root"></div>');
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');

const ctx = useTestApp({ hostDistDir: distDir });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the host app', () => {
  it('serves index.html at /', async () => {
    const response = await ctx.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('OKR host');
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('falls back to index.html for client-side routes a browser navigates to', async () => {
    for (const url of ['/app', '/app/objectives/42', '/login?next=%2Fapp']) {
      const response = await ctx.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('OKR host');
    }
  });

  it('falls back to index.html for a deep link whatever the Accept header', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const response = await ctx.app.inject({ url: '/app/objectives/42', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('OKR host');
    }
  });

  it('never falls back under /api, nor for a missing file, nor for other methods', async () => {
    const api = await ctx.app.inject({ url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const url of ['/assets/missing.js', '/favicon.ico', '/app/report.pdf']) {
      const asset = await ctx.app.inject({ url, headers: { accept: '*/*' } });
      expect(asset.statusCode, url).toBe(404);
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/app', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
