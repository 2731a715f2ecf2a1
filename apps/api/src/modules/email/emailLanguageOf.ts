import type { EmailLanguage } from '@okr/contract';

/**
 * The language of an email caused by a request: Spanish when the person's browser prefers it
 * (`Accept-Language`, as the app's own language switch sets it), else English.
 */
export function emailLanguageOf(acceptLanguage: string | undefined): EmailLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}
