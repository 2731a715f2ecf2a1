import { afterEach, describe, expect, it } from 'vitest';
import { hasInteractiveIslands } from './hasInteractiveIslands';
import { LANG_STORAGE_KEY } from './lang';
import { syncLanguage } from './syncLanguage';

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('the public pages\' boot script', () => {
  it('remembers the language of a ?lang= link and stays on the page', () => {
    history.replaceState(null, '', '/about?lang=es');
    document.documentElement.lang = 'es';
    expect(syncLanguage()).toBe(true);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('es');
  });

  it('stays on a page already in the remembered language', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    document.documentElement.lang = 'en';
    expect(syncLanguage()).toBe(true);
  });

  it('loads React only for the help-center search and the contact form', () => {
    document.body.innerHTML = '<div data-island="language-switch"></div>';
    expect(hasInteractiveIslands()).toBe(false);
    document.body.innerHTML += '<div data-island="contact-form"></div>';
    expect(hasInteractiveIslands()).toBe(true);
  });
});
