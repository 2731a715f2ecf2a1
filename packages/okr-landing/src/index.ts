// Pages
export { PublicPage, LANDING_ROOT_CLASS } from './PublicPage';
export type { PublicPageProps } from './PublicPage';
export { BrowserPublicPage } from './BrowserPublicPage';
export type { BrowserPublicPageProps } from './BrowserPublicPage';
export { PUBLIC_PATHS, pageMeta, prerenderPaths, resolvePublicPage } from './publicPages';
export type { PageMeta, PublicPageId, ResolvedPage } from './publicPages';
export { blogPosts } from './blog/posts';
export type { BlogPost, PostText } from './blog/posts';

// Interactive parts (hydrated on their own on prerendered pages)
export { LanguageSwitch } from './layout/LanguageSwitch';
export type { LanguageSwitchProps } from './layout/LanguageSwitch';
export { ContactForm } from './contact/ContactForm';
export type { ContactFormProps, ContactFormStrings } from './contact/ContactForm';
export { HelpCenterSearch } from './help/HelpCenterSearch';
export type { HelpCenterSearchProps } from './help/HelpCenterSearch';

// Language
export { DEFAULT_LANG, LANGS, LANG_COOKIE, LANG_STORAGE_KEY, detectLang, hrefFor, isLang, langFromSearch, persistLang } from './lib/lang';
export type { Lang } from './lib/lang';
export { landingCatalogs } from './lib/landingCatalogs';
export type { LandingKey } from './lib/landingCatalogs';
