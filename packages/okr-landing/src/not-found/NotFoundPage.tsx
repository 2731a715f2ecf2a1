import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';

export function NotFoundPage() {
  const { lang, t } = useLanding();
  return (
    <div className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <h1>{t('notFound.title')}</h1>
          <p className="okr-lead">{t('notFound.body')}</p>
          <a className="okr-button" href={hrefFor('/', lang)}>
            {t('notFound.home')}
          </a>
        </div>
      </header>
    </div>
  );
}
