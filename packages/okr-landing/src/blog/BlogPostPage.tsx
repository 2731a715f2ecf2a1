import { useLanding } from '../lib/LandingI18n';
import { hrefFor } from '../lib/lang';
import { Prose } from '../lib/Prose';
import { findPost, formatDate } from './posts';

/** One article at /blog/<slug>, from its content file. */
export function BlogPostPage({ slug }: { slug: string }) {
  const { lang, t } = useLanding();
  const post = findPost(slug);
  if (!post) return null;
  const text = post[lang];
  return (
    <article className="okr-page">
      <header className="okr-page-header">
        <div className="okr-container okr-narrow">
          <p>
            <a className="okr-more" href={hrefFor('/blog', lang)}>
              <span aria-hidden="true">←</span> {t('blog.back')}
            </a>
          </p>
          <h1>{text.title}</h1>
          <p className="okr-lead">{text.description}</p>
          <p className="okr-muted okr-small">
            {t('blog.published', { date: formatDate(post.date, lang) })} · {t('blog.minutes', { minutes: post.minutes })}
          </p>
        </div>
      </header>
      <div className="okr-container okr-narrow okr-prose">
        <Prose text={text.body} />
        <aside className="okr-callout" aria-labelledby="post-cta">
          <h2 id="post-cta">{t('blog.cta.title')}</h2>
          <p>{t('blog.cta.body')}</p>
          <a className="okr-button" href={hrefFor('/register', lang)}>
            {t('nav.register')}
          </a>
        </aside>
      </div>
    </article>
  );
}
