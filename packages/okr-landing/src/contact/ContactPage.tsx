import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { Island } from '../lib/Island';
import { ContactForm } from './ContactForm';
import type { ContactFormStrings } from './ContactForm';

export function ContactPage({ apiBaseUrl = '/api' }: { apiBaseUrl?: string }) {
  const { lang, t } = useLanding();
  const strings: ContactFormStrings = {
    title: t('contact.form.title'),
    name: t('contact.name'),
    email: t('contact.email'),
    message: t('contact.message'),
    messageHint: t('contact.messageHint'),
    submit: t('contact.submit'),
    pending: t('contact.pending'),
    nameRequired: t('contact.nameRequired'),
    nameTooLong: t('contact.nameTooLong'),
    emailInvalid: t('contact.emailInvalid'),
    messageTooShort: t('contact.messageTooShort'),
    messageTooLong: t('contact.messageTooLong'),
    successTitle: t('contact.success.title'),
    successBody: t('contact.success.body'),
    again: t('contact.success.again'),
    error: t('contact.error'),
    rateLimited: t('contact.rateLimited'),
  };
  return (
    <div className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-medium">
          <h1>{t('contact.title')}</h1>
          <p className="okr-lead">{t('contact.lead')}</p>
        </div>
      </header>
      <div className="okr-container okr-medium okr-contact-grid">
        <Island name="contact-form" component={ContactForm} props={{ strings, apiBaseUrl }} />
        <aside className="okr-callout" aria-labelledby="contact-aside">
          <h2 id="contact-aside">{t('contact.aside.title')}</h2>
          <p>{t('contact.aside.body')}</p>
          <a href={hrefFor('/help-center', lang)}>
            {t('nav.help')} <span aria-hidden="true">→</span>
          </a>
        </aside>
      </div>
    </div>
  );
}
