import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { blogPosts, formatDate } from './posts';

export function BlogIndexPage() {
  const { lang, t } = useLanding();
  return (
    <div className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <h1>{t('blog.title')}</h1>
          <p className="okr-lead">{t('blog.lead')}</p>
        </div>
      </header>
      <div className="okr-container okr-narrow">
        <ul className="okr-post-list">
          {blogPosts.map((post) => {
            const text = post[lang];
            const href = hrefFor(`/blog/${post.slug}`, lang);
            return (
              <li key={post.slug} className="okr-post-card">
                <p className="okr-muted okr-small">
                  <time dateTime={post.date}>{formatDate(post.date, lang)}</time> ·{' '}
                  {t('blog.minutes', { minutes: post.minutes })}
                </p>
                <h2>
                  <a href={href}>{text.title}</a>
                </h2>
                <p>{text.description}</p>
                <a className="okr-more" href={href}>
                  {t('blog.readMore')}
                  <span className="okr-sr-only">: {text.title}</span> <span aria-hidden="true">→</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
