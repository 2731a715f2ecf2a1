// The script of the prerendered public pages: their stylesheet (inlined into each page by
// scripts/prerender.mjs) and a few hundred bytes that keep the language choice. React comes only
// to pages with parts that need it (help-center search, contact form), in a chunk of its own.
import '@okr/landing/styles.css';
import { hasInteractiveIslands, syncLanguage } from '@okr/landing/boot';

if (syncLanguage() && hasInteractiveIslands()) {
  void import('@okr/landing/islands').then(({ hydrateIslands }) => hydrateIslands());
}
