import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { Prose } from '../lib/Prose';

const sections = ['story', 'principles', 'product', 'company'] as const;

export function AboutPage() {
  const { lang, t } = useLanding();
  return (
    <article className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <p className="okr-eyebrow">{t('nav.about')}</p>
          <h1>{t('about.title')}</h1>
          <p className="okr-lead">{t('about.lead')}</p>
        </div>
      </header>
      <div className="okr-container okr-narrow okr-prose">
        {sections.map((section) => (
          <section key={section} aria-labelledby={`about-${section}`}>
            <h2 id={`about-${section}`}>{t(`about.${section}.title`)}</h2>
            <Prose text={t(`about.${section}.body`)} headingLevel={3} />
          </section>
        ))}
        <p>
          <a className="okr-button" href={hrefFor('/contact', lang)}>
            {t('about.cta')}
          </a>
        </p>
      </div>
    </article>
  );
}
