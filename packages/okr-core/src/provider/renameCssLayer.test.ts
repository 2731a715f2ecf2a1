import { describe, expect, it } from 'vitest';
import { renameCssLayer } from './renameCssLayer';

/** A stylesheet as the CSSOM shows one: top-level rules by their text, `@import`s with their sheet. */
function sheet(rules: (string | FakeSheet)[]): FakeSheet {
  const list = rules.map((rule) => (typeof rule === 'string' ? { cssText: rule } : { cssText: '@import url(x.css)', styleSheet: rule }));
  return {
    get cssRules() {
      return list as unknown as CSSRuleList;
    },
    insertRule(text: string, index: number) {
      if (!/^@layer [\w.-]+ \{/.test(text)) throw new SyntaxError(text);
      list.splice(index, 0, { cssText: text });
      return index;
    },
    deleteRule(index: number) {
      list.splice(index, 1);
    },
    texts: () => list.map((rule) => rule.cssText),
  };
}
type FakeSheet = Pick<CSSStyleSheet, 'cssRules' | 'insertRule' | 'deleteRule'> & { texts: () => string[] };

const documentWith = (...sheets: FakeSheet[]) => ({ styleSheets: sheets as unknown as StyleSheetList });

describe('renameCssLayer', () => {
  it('moves our layer blocks to the new name in place, in imported sheets too, and leaves other rules', () => {
    const imported = sheet(['@layer okr { .okr-root .b { color: blue; } }']);
    const main = sheet(['.host { color: red; }', '@layer okr { .okr-root .a { color: red; } }', imported, '@layer okrx { .c {} }']);
    expect(renameCssLayer('okr', 'partner.vendor', documentWith(main))).toBe(2);
    expect(main.texts()).toEqual([
      '.host { color: red; }',
      '@layer partner.vendor { .okr-root .a { color: red; } }',
      '@import url(x.css)',
      '@layer okrx { .c {} }',
    ]);
    expect(imported.texts()).toEqual(['@layer partner.vendor { .okr-root .b { color: blue; } }']);
    expect(renameCssLayer('partner.vendor', 'okr', documentWith(main))).toBe(2);
    expect(main.texts()[1]).toBe('@layer okr { .okr-root .a { color: red; } }');
  });

  it('skips a cross-origin sheet, whose rules it may not read', () => {
    const crossOrigin = {
      get cssRules(): CSSRuleList {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    } as unknown as FakeSheet;
    expect(renameCssLayer('okr', 'x', documentWith(crossOrigin, sheet(['@layer okr { .a {} }'])))).toBe(1);
  });

  it('keeps our rules where they are when the new name is not a layer name', () => {
    const main = sheet(['@layer okr { .a {} }']);
    expect(() => renameCssLayer('okr', 'not a name!', documentWith(main))).toThrow(SyntaxError);
    expect(main.texts()).toEqual(['@layer okr { .a {} }']);
  });
});
