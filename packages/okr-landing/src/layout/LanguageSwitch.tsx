import { LANGS, persistLang, switchHrefFor } from '../lib/lang';
import type { Lang } from '../lib/lang';

export interface LanguageSwitchProps {
  current: Lang;
  /** The page's path, so the switch reopens the same page in the other language. */
  path: string;
  labels: { label: string; en: string; es: string };
}

/**
 * English / Español as plain links (they work before any script runs); a click also remembers
 * the choice in this browser.
 */
export function LanguageSwitch({ current, path, labels }: LanguageSwitchProps) {
  return (
    <nav className="okr-lang" aria-label={labels.label}>
      {LANGS.map((lang) => (
        <a
          key={lang}
          href={switchHrefFor(path, lang)}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === current ? 'true' : undefined}
          onClick={() => persistLang(lang)}
        >
          {labels[lang]}
        </a>
      ))}
    </nav>
  );
}
