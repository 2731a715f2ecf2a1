import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

describe('@okr/goals locales', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('names every enumeration value of spec §3 in English as the spec spells it', () => {
    expect(en['goals.enum.On Hold']).toBe('On Hold');
    expect(en['goals.enum.At Risk']).toBe('At Risk');
  });
});
