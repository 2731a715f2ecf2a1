// The script of the prerendered public pages: their stylesheet and the interactive parts only
// (language switch, help-center search, contact form). No provider, no router, no app package.
import '@okr/landing/styles.css';
import { hydrateIslands } from '@okr/landing/islands';

hydrateIslands();
