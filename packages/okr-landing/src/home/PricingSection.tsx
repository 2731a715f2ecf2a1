import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import type { LandingKey } from '../lib/landingCatalogs';

type PlanId = 'free' | 'pro' | 'enterprise';

/** The plans of product-spec §1, feature for feature. */
const plans: { id: PlanId; features: number; href: string; featured?: boolean }[] = [
  { id: 'free', features: 3, href: '/register' },
  { id: 'pro', features: 4, href: '/register', featured: true },
  { id: 'enterprise', features: 3, href: '/contact' },
];

export function PricingSection() {
  const { lang, t } = useLanding();
  const key = (plan: PlanId, part: string) => `home.pricing.${plan}.${part}` as LandingKey;
  return (
    <section id="pricing" className="okr-section okr-section-tinted" aria-labelledby="pricing-title">
      <div className="okr-container">
        <h2 id="pricing-title" className="okr-section-title">
          {t('home.pricing.title')}
        </h2>
        <p className="okr-section-lead">{t('home.pricing.body')}</p>
        <ul className="okr-plan-grid">
          {plans.map((plan) => (
            <li key={plan.id} className={plan.featured ? 'okr-plan okr-plan-featured' : 'okr-plan'}>
              <h3 className="okr-plan-name">
                {t(key(plan.id, 'name'))}
                {plan.featured ? <span className="okr-badge">{t('home.pricing.pro.badge')}</span> : null}
              </h3>
              <p className="okr-plan-summary">{t(key(plan.id, 'summary'))}</p>
              <p className="okr-plan-price">
                <span className="okr-price">{t(key(plan.id, 'price'))}</span>{' '}
                <span className="okr-muted">{t(key(plan.id, 'period'))}</span>
              </p>
              <ul className="okr-checklist">
                {Array.from({ length: plan.features }, (_, index) => (
                  <li key={index}>{t(key(plan.id, `f${index + 1}`))}</li>
                ))}
              </ul>
              <a
                className={plan.featured ? 'okr-button okr-button-block' : 'okr-button okr-button-ghost okr-button-block'}
                href={hrefFor(plan.href, lang)}
              >
                {t(key(plan.id, 'cta'))}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
