import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { createTranslator } from './createTranslator';

const catalogs = {
  en: { greet: 'Hello {name}', only: 'Only in English', kept: 'Keep {missing}' },
  es: { greet: 'Hola {name}' },
};

describe('createTranslator', () => {
  it('defaults to English and interpolates values', () => {
    expect(createTranslator(catalogs)('greet', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('uses the active locale and falls back to English per key', () => {
    const t = createTranslator(catalogs, { locale: 'es' });
    expect(t('greet', { name: 'Ada' })).toBe('Hola Ada');
    expect(t('only')).toBe('Only in English');
  });

  it('lets messages override any key', () => {
    const t = createTranslator(catalogs, { locale: 'es', messages: { greet: 'Hi {name}!' } });
    expect(t('greet', { name: 'Ada' })).toBe('Hi Ada!');
  });

  it('leaves unknown placeholders in place', () => {
    expect(createTranslator(catalogs)('kept')).toBe('Keep {missing}');
  });
});

describe('@okr/core locales', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty strings', () => {
    for (const value of [...Object.values(en), ...Object.values(es)]) expect(value.trim()).not.toBe('');
  });
});
