import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { Island } from '../lib/Island';
import { HelpCenterSearch } from './HelpCenterSearch';
import { helpTopics } from './helpTopics';

export function HelpCenterPage() {
  const { lang, t } = useLanding();
  return (
    <div className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <h1>{t('help.title')}</h1>
          <p className="okr-lead">{t('help.lead')}</p>
        </div>
      </header>
      <div className="okr-container okr-narrow">
        <Island
          name="help-center"
          component={HelpCenterSearch}
          props={{
            topics: helpTopics(t),
            strings: {
              label: t('help.search.label'),
              placeholder: t('help.search.placeholder'),
              results: t('help.search.results'),
              none: t('help.search.none'),
            },
          }}
        />
        <p className="okr-page-end">
          <a className="okr-button okr-button-ghost" href={hrefFor('/contact', lang)}>
            {t('help.contact')}
          </a>
        </p>
      </div>
    </div>
  );
}
