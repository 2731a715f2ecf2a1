import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// Brings in @fastify/static's typing of reply.sendFile, and @fastify/cookie's of request.cookies.
import type {} from '@fastify/static';
import type {} from '@fastify/cookie';
import { publicScope } from './pluginRoutes';

/** Written by the host's build (apps/host/scripts/prerender.mjs): each public path and its file per language. */
interface PublicPagesManifest {
  pages: { path: string; files: Record<string, string> }[];
}

/** The language cookie the public pages set (the landing package's LANG_COOKIE). */
const LANG_COOKIE = 'okr-locale';
const DEFAULT_LANG = 'en';

function readManifest(distDir: string): PublicPagesManifest | null {
  const file = join(distDir, 'public-pages.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PublicPagesManifest;
}

/** `?lang=` first, then the remembered choice, then English; only languages the page has. */
function languageOf(request: FastifyRequest, files: Record<string, string>): string {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof query === 'string' && files[query]) return query;
  const cookie = request.cookies?.[LANG_COOKIE];
  if (cookie && files[cookie]) return cookie;
  return DEFAULT_LANG;
}

/**
 * The prerendered public pages (`/`, `/about`, `/blog/<slug>`, ...), each in the visitor's language.
 * The HTML depends on the cookie, so caches keep one copy per cookie and revalidate it.
 */
export async function servePublicPages(app: FastifyInstance, distDir: string): Promise<void> {
  const manifest = readManifest(distDir);
  if (!manifest) return;
  await publicScope(app, async (scope) => {
    for (const page of manifest.pages) {
      scope.get(page.path, { schema: { hide: true } }, (request, reply) => {
        const file = page.files[languageOf(request, page.files)] ?? page.files[DEFAULT_LANG] ?? 'index.html';
        return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding').sendFile(file);
      });
    }
  });
}
