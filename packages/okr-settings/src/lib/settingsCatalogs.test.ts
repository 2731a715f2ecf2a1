import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { settingsCatalogs } from './settingsCatalogs';
import { webhooksCatalogs } from './catalogs/webhooksCatalogs';

const flat = (groups: Record<string, Record<string, string>>) =>
  Object.entries(groups).flatMap(([group, strings]) => Object.keys(strings).map((key) => `${group}.${key}`));

describe('@okr/settings locales', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(flat(es).sort()).toEqual(flat(en).sort());
  });

  it('keeps the spec strings word for word', () => {
    expect(settingsCatalogs.en['settings.page.title']).toBe('Account Configuration');
  });

  it("gives a panel only its groups' strings, in both languages", async () => {
    expect(Object.keys(webhooksCatalogs.en).every((key) => key.startsWith('webhooks.') || key.startsWith('common.'))).toBe(true);
    expect(webhooksCatalogs.en['webhooks.title']).toBe('Webhooks');
    const spanish = (await (webhooksCatalogs.es as () => Promise<{ default: Record<string, string> }>)()).default;
    expect(spanish['common.cancel']).toBe('Cancelar');
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(webhooksCatalogs.en).sort());
  });

  it('every panel imports its groups by name (so bundlers leave the other panels out)', () => {
    const dir = join(__dirname, 'catalogs');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('Catalogs.ts'))) {
      expect(readFileSync(join(dir, file), 'utf8'), file).toMatch(/^import \{ [a-zA-Z, ]+ \} from '\.\.\/\.\.\/\.\.\/locales\/en\.json';/);
    }
  });
});
