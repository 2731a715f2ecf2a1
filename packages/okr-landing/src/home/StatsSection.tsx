import { useLanding } from '../lib/LandingI18n';

const stats = ['meetings', 'clarity', 'speed'] as const;

/** The three figures of product-spec §1. */
export function StatsSection() {
  const { t } = useLanding();
  return (
    <section className="okr-section okr-stats" aria-labelledby="stats-title">
      <div className="okr-container">
        <h2 id="stats-title" className="okr-section-title">
          {t('home.stats.title')}
        </h2>
        <dl className="okr-stat-grid">
          {stats.map((stat) => (
            <div key={stat} className="okr-stat">
              <dt>{t(`home.stats.${stat}.label`)}</dt>
              <dd>{t(`home.stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
