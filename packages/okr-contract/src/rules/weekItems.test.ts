import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../week';
import { addDays, compareWeekItems, digestWeekDue, isoWeekOf, localTime, weekItemHref, weekItemReason } from './weekItems';

const item = (over: Partial<Parameters<typeof compareWeekItems>[0]>) => ({
  kind: 'task_due' as const,
  id: 'a',
  title: 'T',
  dueDate: null,
  organization: { name: 'Acme' },
  ...over,
});

describe('week items', () => {
  it('orders the earliest due date first, undated last, then by kind, organization, title, id', () => {
    const items = [
      item({ id: '1', dueDate: null }),
      item({ id: '2', dueDate: '2026-12-01', kind: 'check_in_due' }),
      item({ id: '3', dueDate: '2026-11-20' }),
      item({ id: '4', dueDate: '2026-12-01', kind: 'task_at_risk' }),
      item({ id: '5', dueDate: '2026-12-01', kind: 'task_at_risk', organization: { name: 'Zeta' } }),
      item({ id: '6', dueDate: '2026-12-01', kind: 'task_at_risk', organization: { name: 'Zeta' }, title: 'A' }),
    ];
    expect(items.sort(compareWeekItems).map((x) => x.id)).toEqual(['3', '4', '6', '5', '2', '1']);
  });

  it('words each kind', () => {
    expect(weekItemReason({ kind: 'check_in_due', daysWithout: null })).toBe('No check-in yet');
    expect(weekItemReason({ kind: 'check_in_due', daysWithout: 9 })).toBe('No check-in for 9 days');
    expect(weekItemReason({ kind: 'key_result_behind', progress: 10, expected: 50, lowConfidence: true, confidence: 2 })).toBe(
      'Progress 10% where 50% was expected; Confidence 2/10',
    );
    expect(weekItemReason({ kind: 'task_due', dueDate: '2026-11-20', today: '2026-11-25' })).toBe('Overdue since 2026-11-20');
    expect(weekItemReason({ kind: 'task_due', dueDate: '2026-11-25', today: '2026-11-25' })).toBe('Due today');
    expect(weekItemReason({ kind: 'initiative_attention', atRisk: false, tasksAtRisk: 2 })).toBe('2 tasks at risk');
  });

  it('links into the host app with the organization', () => {
    expect(weekItemHref('o 1', { initiativeId: 'i1' })).toBe('/app/initiatives/i1?org=o%201');
    expect(weekItemHref('o1', { objectiveId: 'ob', keyResultId: 'kr' })).toBe('/app/objectives/ob?org=o1&keyResult=kr');
  });

  it('reads the wall clock and ISO weeks', () => {
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(addDays('2026-11-28', 3)).toBe('2026-12-01');
    // Monday 2026-11-30 07:30 UTC is 08:30 in Madrid, 02:30 in New York.
    const at = new Date('2026-11-30T07:30:00Z');
    expect(localTime(at, 'Europe/Madrid')).toEqual({ day: '2026-11-30', hour: 8, weekday: 1 });
    expect(digestWeekDue(at, 'Europe/Madrid')).toBe('2026-W49');
    expect(digestWeekDue(at, 'America/New_York')).toBeNull();
    expect(digestWeekDue(at, 'UTC')).toBeNull();
    // Sunday evening UTC is already Monday morning in Auckland.
    expect(digestWeekDue(new Date('2026-11-29T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-W49');
  });

  it('knows IANA zones and refuses offsets and nonsense', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
