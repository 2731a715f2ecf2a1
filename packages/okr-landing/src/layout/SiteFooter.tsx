import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import type { LandingKey } from '../lib/landingCatalogs';

const columns: { title: LandingKey; links: { href: string; label: LandingKey }[] }[] = [
  {
    title: 'footer.product',
    links: [
      { href: '/', label: 'footer.home' },
      { href: '/#pricing', label: 'nav.pricing' },
      { href: '/login', label: 'footer.login' },
      { href: '/register', label: 'footer.register' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { href: '/about', label: 'nav.about' },
      { href: '/blog', label: 'nav.blog' },
      { href: '/help-center', label: 'nav.help' },
      { href: '/contact', label: 'nav.contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { href: '/privacy', label: 'footer.privacy' },
      { href: '/terms', label: 'footer.terms' },
      { href: '/cookies', label: 'footer.cookies' },
    ],
  },
];

/** Links to every public page. */
export function SiteFooter({ year }: { year: number }) {
  const { lang, t } = useLanding();
  return (
    <footer className="okr-footer">
      <div className="okr-container okr-footer-grid">
        <div>
          <p className="okr-brand okr-brand-footer">
            <span className="okr-brand-mark" aria-hidden="true" />
            {t('brand.name')}
          </p>
          <p className="okr-muted">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="okr-footer-title">{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={hrefFor(link.href, lang)}>{t(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="okr-container">
        <p className="okr-muted okr-footer-rights">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
