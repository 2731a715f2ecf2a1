import type { ReactNode } from 'react';
import { useLanding } from '../lib/LandingI18n';
import type { LandingKey } from '../lib/landingCatalogs';
import { Prose } from '../lib/Prose';
import { CookieTable } from './CookieTable';

export type LegalPageId = 'privacy' | 'terms' | 'cookies';

const sectionsOf: Record<LegalPageId, string[]> = {
  privacy: ['collect', 'use', 'storage', 'sharing', 'retention', 'rights', 'changes'],
  terms: ['accounts', 'organizations', 'plans', 'use', 'ai', 'liability', 'ending', 'changes'],
  cookies: ['summary', 'list', 'control', 'changes'],
};

/** `/privacy`, `/terms`, `/cookies`: a table of contents and numbered sections. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { t } = useLanding();
  const key = (section: string, part: 'title' | 'body') => `${page}.${section}.${part}` as LandingKey;
  const body = (section: string): ReactNode =>
    page === 'cookies' && section === 'list' ? <CookieTable /> : <Prose text={t(key(section, 'body'))} headingLevel={3} />;
  return (
    <article className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <h1>{t(`${page}.title`)}</h1>
          <p className="okr-muted">{t('legal.updated', { date: t('legal.date') })}</p>
          <p className="okr-lead">{t(`${page}.lead`)}</p>
        </div>
      </header>
      <div className="okr-container okr-narrow okr-prose">
        <nav className="okr-toc" aria-label={t('legal.contents')}>
          <h2 className="okr-toc-title">{t('legal.contents')}</h2>
          <ol>
            {sectionsOf[page].map((section) => (
              <li key={section}>
                <a href={`#${section}`}>{t(key(section, 'title'))}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sectionsOf[page].map((section) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`}>
            <h2 id={`${section}-title`}>{t(key(section, 'title'))}</h2>
            {body(section)}
          </section>
        ))}
      </div>
    </article>
  );
}
