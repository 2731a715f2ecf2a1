import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

const pages = [
  '/',
  '/about',
  '/blog',
  '/blog/measuring-key-results',
  '/help-center',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
];
const langs = ['en', 'es'] as const;

describe('the public pages', () => {
  const browser = useBrowser();

  it.each(langs)('every page in %s: its own title and description, one h1, no serious axe violation', async (lang) => {
    const { page } = browser;
    const titles = new Set<string>();
    for (const path of pages) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
      const title = await page.title();
      expect(title, path).not.toBe('');
      titles.add(title);
      expect(await page.getAttribute('meta[name="description"]', 'content'), path).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      expect(await seriousViolations(page), `${path} ${lang}`).toEqual([]);
    }
    expect(titles.size).toBe(pages.length);
  });

  it('paints / from HTML: no app package, no app stylesheet, the content already in the document', async () => {
    const { page } = browser;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/');
    await page.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('20%');
    expect(html).toContain('500 AI credits a month');
    const scripts = requested.filter((path) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/appPages|auth-page|AdminHome|Dashboard|index-/);
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
  });

  it('switches to Spanish with the visible switch and remembers it on the next page', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'es');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('okr:locale'))).toBe('es');

    // A plain link, no ?lang: still Spanish.
    await page.goto('/about');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Ayudamos');

    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('links every public page from the landing page, and sign-in opens the app', async () => {
    const { page } = browser;
    await page.goto('/');
    const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href')));
    for (const path of ['/about', '/blog', '/contact', '/help-center', '/privacy', '/terms', '/cookies', '/register', '/login']) {
      expect(hrefs, path).toContain(path);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email', { exact: true }).first().waitFor();
  });

  it('sends the contact form, which a super administrator then reads', async () => {
    const { page, baseUrl } = browser;
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/contact?lang=es');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Nombre', { exact: true }).fill('Visitante');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByLabel('Mensaje', { exact: true }).fill('Queremos una demostración para 25 personas.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByRole('heading', { name: 'Gracias, tu mensaje se ha enviado' }).waitFor();

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@demo.okr', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await fetch(`${baseUrl}/api/admin/contact-messages`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = (await list.json()) as { items: { email: string; name: string }[] };
    expect(body.items).toContainEqual(expect.objectContaining({ email, name: 'Visitante' }));

    // And on its screen: the demo super administrator (back in English) finds it first in /admin/messages.
    await page.goto('/?lang=en');
    await page.waitForLoadState('networkidle');
    await signIn(page, 'superadmin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/messages');
    const messages = page.getByRole('list', { name: 'Contact messages' });
    await expect.poll(() => messages.getByRole('heading', { level: 2 }).first().textContent()).toBe('Visitante');
    const newest = messages.getByRole('listitem').first();
    expect(await newest.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    await newest.getByText('Queremos una demostración para 25 personas.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
