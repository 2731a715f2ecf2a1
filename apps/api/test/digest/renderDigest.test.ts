import type { WeekItem } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { DIGEST_ITEMS_SHOWN, renderDigest } from '../../src/modules/digest/renderDigest';

const item = (n: number, over: Partial<WeekItem> = {}): WeekItem => ({
  organization: { id: 'org-1', name: 'Acme <Corp> & "Sons"' },
  kind: 'task_due',
  id: `task-${n}`,
  title: `Task ${n}`,
  reason: 'Due 2026-12-02',
  dueDate: '2026-12-02',
  href: `/app/initiatives/i-${n}?org=org-1`,
  ...over,
});
const base = { firstName: 'Ada', today: '2026-11-30', appUrl: 'https://okr.example', unsubscribeUrl: 'https://okr.example/api/auth/digest/unsubscribe?token=u.s&x=1' };

describe('renderDigest', () => {
  it(`lists ${DIGEST_ITEMS_SHOWN} items at most and says how many more there are, with a link to My week`, () => {
    const items = Array.from({ length: DIGEST_ITEMS_SHOWN + 5 }, (_, n) => item(n));
    const { subject, text, html, link } = renderDigest({ ...base, language: 'en', items });
    expect(subject).toBe(`Your week on OKR: ${DIGEST_ITEMS_SHOWN + 5} things need you`);
    expect(text).toContain(`Task ${DIGEST_ITEMS_SHOWN - 1}`);
    expect(text).not.toContain(`Task ${DIGEST_ITEMS_SHOWN}\n`);
    expect(text).toContain('…and 5 more.');
    expect(text).toContain('Open My week: https://okr.example/app/week');
    expect(link).toBe('https://okr.example/app/week');
    expect(html.match(/<li /g)).toHaveLength(DIGEST_ITEMS_SHOWN);
  });

  it('escapes every value in the HTML, links included, and words each kind and date per language', () => {
    const items = [
      item(1, { kind: 'check_in_due', title: '<img src=x onerror=alert(1)>', dueDate: '2026-11-28' }),
      item(2, { kind: 'initiative_attention', dueDate: null }),
    ];
    const en = renderDigest({ ...base, language: 'en', items });
    expect(en.html).not.toContain('<img');
    expect(en.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(en.html).toContain('Acme &lt;Corp&gt; &amp; &quot;Sons&quot;');
    expect(en.html).toContain('href="https://okr.example/api/auth/digest/unsubscribe?token=u.s&amp;x=1"');
    expect(en.text).toContain('Check-in due, overdue since 2026-11-28');
    expect(en.text).toContain('  Initiative needs attention\n');
    const es = renderDigest({ ...base, language: 'es', items });
    expect(es.subject).toBe('Tu semana en OKR: 2 cosas te necesitan');
    expect(es.text).toContain('Check-in pendiente, vencida desde el 2026-11-28');
    expect(es.text).toContain('No recibir más estos correos: https://okr.example/api/auth/digest/unsubscribe?token=u.s&x=1');
    expect(es.html).toContain('<html lang="es">');
  });
});
