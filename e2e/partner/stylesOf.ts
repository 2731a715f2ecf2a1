import type { Page } from 'playwright-core';

// What the partner journey compares between the hostile portal and a plain page: the computed
// styles of our parts that a host's CSS would most likely change.

const watched = [
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'box-sizing',
  'border-top-width',
  'background-color',
  'width',
  'height',
];

export const ourParts = {
  heading: '[data-testid="panel-a"] .okr-auth-page h1',
  subtitle: '[data-testid="panel-a"] .okr-auth-page p',
  label: '[data-testid="panel-a"] .okr-login-form label',
  input: '[data-testid="panel-a"] .okr-login-form input[type="email"]',
  submit: '[data-testid="panel-a"] .okr-login-form button[type="submit"]',
  tab: '[data-testid="panel-a"] [role="tab"]',
  card: '[data-testid="panel-a"] .okr-auth-card',
  signedOut: '[data-testid="panel-b"] .okr-organization-switcher',
};
/** Block-level parts fill whatever box the host gives them: their size is the host's layout. */
const fluid = new Set(['signedOut']);

/** The watched computed styles of each of our parts on `page` (or the selector of a missing one). */
export async function stylesOf(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(
    ({ parts, properties, fluidParts }) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) return [name, { missing: selector }];
          const style = getComputedStyle(element);
          const own = properties.filter((property) => !(fluidParts.includes(name) && ['width', 'height'].includes(property)));
          return [name, Object.fromEntries(own.map((property) => [property, style.getPropertyValue(property)]))];
        }),
      ),
    { parts: ourParts, properties: watched, fluidParts: [...fluid] },
  );
}
