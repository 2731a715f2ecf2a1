import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANG_COOKIE, LANG_STORAGE_KEY } from '../lib/lang';
import { LanguageSwitch } from './LanguageSwitch';

const labels = { label: 'Language', en: 'English', es: 'Español' };

// jsdom cannot follow a link to another page; the click's own work (remembering) is what we test.
function withoutNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

describe('LanguageSwitch', () => {
  it('offers the same page in English and Spanish as links, marking the current language', () => {
    render(<LanguageSwitch current="en" path="/about" labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(nav).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(english).toHaveAttribute('href', '/about?lang=en');
    expect(spanish).toHaveAttribute('href', '/about?lang=es');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(spanish).not.toHaveAttribute('aria-current');
    expect(spanish).toHaveAttribute('lang', 'es');
  });

  it('remembers the chosen language in localStorage and a cookie for the server', async () => {
    const restore = withoutNavigation();
    render(<LanguageSwitch current="en" path="/" labels={labels} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Español' }));
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('es');
    expect(document.cookie).toContain(`${LANG_COOKIE}=es`);

    await userEvent.setup().click(screen.getByRole('link', { name: 'English' }));
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANG_COOKIE}=en`);
    restore();
  });
});
