import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { FeaturesSection } from './FeaturesSection';
import { PricingSection } from './PricingSection';
import { StatsSection } from './StatsSection';

/** `/`: the assistant that answers from an organization's documents, the figures, the plans. */
export function HomePage() {
  const { lang, t } = useLanding();
  return (
    <>
      <section className="okr-hero" aria-labelledby="hero-title">
        <div className="okr-container okr-hero-grid">
          <div>
            <p className="okr-eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="hero-title">{t('home.hero.title')}</h1>
            <p className="okr-lead">{t('home.hero.body')}</p>
            <div className="okr-actions">
              <a className="okr-button" href={hrefFor('/register', lang)}>
                {t('home.hero.cta')}
              </a>
              <a className="okr-button okr-button-ghost" href={hrefFor('/#pricing', lang)}>
                {t('home.hero.secondary')}
              </a>
            </div>
            <p className="okr-muted okr-small">{t('home.hero.note')}</p>
          </div>
          <figure className="okr-demo" aria-label={t('home.demo.label')}>
            <p className="okr-demo-question">{t('home.demo.question')}</p>
            <div className="okr-demo-answer">
              <p>{t('home.demo.answer')}</p>
              <p className="okr-demo-source">{t('home.demo.source')}</p>
            </div>
          </figure>
        </div>
      </section>
      <StatsSection />
      <FeaturesSection />
      <PricingSection />
      <section className="okr-band" aria-labelledby="cta-title">
        <div className="okr-container okr-cta">
          <h2 id="cta-title">{t('home.cta.title')}</h2>
          <p>{t('home.cta.body')}</p>
          <a className="okr-button okr-button-light" href={hrefFor('/register', lang)}>
            {t('home.cta.button')}
          </a>
        </div>
      </section>
    </>
  );
}
