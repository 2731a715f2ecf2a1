import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrationOptions } from 'react-dom/client';
import { ContactForm } from './contact/ContactForm';
import { HelpCenterSearch } from './help/HelpCenterSearch';
import { langFromSearch, persistLang, readStoredLang } from './lib/lang';
import { LanguageSwitch } from './layout/LanguageSwitch';
import type { IslandName } from './lib/islandNames';

const islands: Record<IslandName, ComponentType<never>> = {
  'language-switch': LanguageSwitch,
  'help-center': HelpCenterSearch,
  'contact-form': ContactForm,
};

/**
 * Keeps the language choice: a `?lang=` link is remembered; a page opened without one, in a
 * browser that chose the other language but lost its cookie, is reopened in that language.
 * Returns false when it navigates away.
 */
function syncLanguage(): boolean {
  const fromUrl = langFromSearch(location.search);
  if (fromUrl) {
    persistLang(fromUrl);
    return true;
  }
  const stored = readStoredLang();
  if (stored && stored !== document.documentElement.lang) {
    const url = new URL(location.href);
    url.searchParams.set('lang', stored);
    location.replace(url);
    return false;
  }
  return true;
}

/**
 * The client entry of the prerendered public pages: hydrates only their interactive parts.
 * `options` go to each `hydrateRoot` (a test listens for mismatches with `onRecoverableError`).
 */
export function hydrateIslands(root: ParentNode = document, options?: HydrationOptions): void {
  if (!syncLanguage()) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(element, <Component {...props} />, options);
  }
}
