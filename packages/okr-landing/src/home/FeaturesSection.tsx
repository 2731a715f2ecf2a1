import { useLanding } from '../lib/LandingI18n';

const features = ['assistant', 'okrs', 'initiatives', 'orgs', 'roles', 'checkins'] as const;

export function FeaturesSection() {
  const { t } = useLanding();
  return (
    <section id="features" className="okr-section" aria-labelledby="features-title">
      <div className="okr-container">
        <h2 id="features-title" className="okr-section-title">
          {t('home.features.title')}
        </h2>
        <ul className="okr-card-grid">
          {features.map((feature, index) => (
            <li key={feature} className={index === 0 ? 'okr-card okr-card-accent' : 'okr-card'}>
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p>{t(`home.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
