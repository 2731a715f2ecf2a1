import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { belowSeriousRules } from '../../.storybook/a11yRules';

// `_audit` is axe-core's loaded rule set; its public `getRules()` omits each rule's impact.
const audit = (axe as unknown as { _audit: { rules: Array<{ id: string; impact?: string }> } })._audit;

describe('Storybook a11y rules', () => {
  it('switch off exactly the rules of the installed axe-core whose impact is below serious', () => {
    const below = audit.rules
      .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
      .map((rule) => rule.id)
      .sort();
    expect([...belowSeriousRules].sort()).toEqual(below);
  });
});
