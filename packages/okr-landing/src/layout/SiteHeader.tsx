import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { Island } from '../lib/Island';
import { LanguageSwitch } from './LanguageSwitch';

/** Brand, the public pages, the language switch and the ways in. */
export function SiteHeader({ path }: { path: string }) {
  const { lang, t } = useLanding();
  const links = [
    { href: '/#features', label: t('nav.features') },
    { href: '/#pricing', label: t('nav.pricing') },
    { href: '/blog', label: t('nav.blog') },
    { href: '/help-center', label: t('nav.help') },
    { href: '/about', label: t('nav.about') },
    { href: '/contact', label: t('nav.contact') },
  ];
  return (
    <header className="okr-header">
      <div className="okr-container okr-header-row">
        <a className="okr-brand" href={hrefFor('/', lang)} aria-label={t('brand.home')}>
          <span className="okr-brand-mark" aria-hidden="true" />
          {t('brand.name')}
        </a>
        <nav className="okr-nav" aria-label={t('nav.main')}>
          {links.map((link) => (
            <a key={link.href} href={hrefFor(link.href, lang)} aria-current={link.href === path ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="okr-header-actions">
          <Island
            name="language-switch"
            component={LanguageSwitch}
            props={{ current: lang, path, labels: { label: t('lang.label'), en: t('lang.en'), es: t('lang.es') } }}
          />
          <a className="okr-link-quiet" href={hrefFor('/login', lang)}>
            {t('nav.signIn')}
          </a>
          <a className="okr-button okr-button-small" href={hrefFor('/register', lang)}>
            {t('nav.register')}
          </a>
        </div>
      </div>
    </header>
  );
}
