import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrationOptions } from 'react-dom/client';
import { ContactForm } from './contact/ContactForm';
import { HelpCenterSearch } from './help/HelpCenterSearch';
import { LanguageSwitch } from './layout/LanguageSwitch';
import type { IslandName } from './lib/islandNames';

const islands: Record<IslandName, ComponentType<never>> = {
  'language-switch': LanguageSwitch,
  'help-center': HelpCenterSearch,
  'contact-form': ContactForm,
};

/**
 * Hydrates only the interactive parts of a prerendered public page (loaded by the page's boot
 * script when it has any, see `hasInteractiveIslands`). `options` go to each `hydrateRoot` (a
 * test listens for mismatches with `onRecoverableError`).
 */
export function hydrateIslands(root: ParentNode = document, options?: HydrationOptions): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(element, <Component {...props} />, options);
  }
}
