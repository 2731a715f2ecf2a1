/**
 * Moves the rules of the top-level layer blocks named `from` into the layer `to`, in place (same
 * sheet, same position): how `OkrProvider`'s `cssLayer` puts our stylesheets under a host's name.
 * Reaches every same-origin stylesheet of the document and the sheets they `@import`; a
 * cross-origin sheet hides its rules (there, rename by `@import "…" layer(name)`). Returns how many
 * blocks it moved. A name that is not a layer name throws, before anything moved.
 */
export function renameCssLayer(from: string, to: string, doc: Pick<Document, 'styleSheets'> = document): number {
  const block = new RegExp(`^@layer\\s+${from.replace(/\./g, '\\.')}\\s*\\{`);
  let moved = 0;
  const visit = (sheet: CSSStyleSheet) => {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      return;
    }
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index] as CSSRule & { styleSheet?: CSSStyleSheet | null };
      if (rule.styleSheet) visit(rule.styleSheet);
      else if (block.test(rule.cssText)) {
        // Insert the renamed copy first: a bad name throws here and the original stays.
        sheet.insertRule(rule.cssText.replace(block, `@layer ${to} {`), index);
        sheet.deleteRule(index + 1);
        moved++;
      }
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) visit(sheet);
  return moved;
}
