import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Reports (issue 20): the demo Admin of Acme Corp (Pro) opens the reports of the current period, sees
// progress over time (a chart and its table view) and coverage, then exports the check-ins to CSV;
// the file is parsed as a spreadsheet would read it. The journey's own check-in carries accents, a
// comma, quotes and a leading `=` (formula injection); its value is the key result's current one, so
// no progress changes for the other journeys (the demo data is shared).

const baseUrl = inject('baseUrl');

interface ProgressAnswer {
  objectives: { id: string; title: string; keyResults: { id: string; title: string; currentValue: number }[] }[];
}

async function adminApi() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.okr', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

const NOTE = '=SUM(1;2) señal de éxito, "año" próximo';
const CHECK_IN_COLUMNS = ['id', 'createdAt', 'objectiveTitle', 'keyResultId', 'keyResultTitle', 'value', 'confidence', 'note', 'authorEmail'];

describe('Reports', () => {
  const browser = useBrowser();

  it('shows a Pro admin progress and coverage, and exports the check-ins to a CSV a spreadsheet reads', async () => {
    const call = await adminApi();
    const periods = await call<{ id: string; name: string; startDate: string; endDate: string }[]>('GET', '/periods');
    // The period holding today: the demo's objectives are in it (periods past their end are 'ended' until closed).
    const today = new Date().toISOString().slice(0, 10);
    const period = periods.find((p) => p.startDate <= today && today <= p.endDate)!;
    const report = await call<ProgressAnswer>('GET', `/reports/progress?periodId=${period.id}`);
    const objective = report.objectives.find((o) => o.keyResults.length > 0)!;
    const keyResult = objective.keyResults[0]!;
    await call('POST', `/key-results/${keyResult.id}/check-ins`, { value: keyResult.currentValue, confidence: 7, note: NOTE });

    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL((url) => url.pathname === '/app/reports');
    // The period the shell's switcher puts in the address.
    await page.goto(`/app/reports?period=${encodeURIComponent(period.id)}`);

    // Progress: the first objective's chart is drawn (uPlot's canvas), with its table view.
    await page.getByRole('combobox', { name: 'Objective' }).waitFor();
    const chart = page.getByRole('img', { name: `Progress of ${report.objectives[0]!.title} over time` });
    await chart.locator('canvas').first().waitFor();
    await page.getByRole('radiogroup', { name: `View of Progress of ${report.objectives[0]!.title} over time` }).getByRole('radio', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: `Progress of ${report.objectives[0]!.title} over time` });
    await table.waitFor();
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Coverage: the axis × area matrix and the lists.
    await page.getByRole('tab', { name: /^Coverage/ }).click();
    await page.getByRole('table', { name: /Objectives by strategic axis/ }).waitFor();
    await page.getByRole('heading', { name: 'Stale key results' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe(period.id);
    expect(await seriousViolations(page)).toEqual([]);

    // The check-ins CSV, downloaded with the session's token.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Check-ins CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/check-ins.*\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8'), { bom: true, columns: false, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(CHECK_IN_COLUMNS);
    const records = rows.slice(1).map((row) => Object.fromEntries(CHECK_IN_COLUMNS.map((column, i) => [column, row[i]])));
    const mine = records.find((record) => record.keyResultId === keyResult.id && record.note?.includes('señal'));
    expect(mine).toMatchObject({ keyResultTitle: keyResult.title, objectiveTitle: objective.title, confidence: '7', note: `'${NOTE}`, authorEmail: 'admin@demo.okr' });
    await page.getByText(`Downloaded ${download.suggestedFilename()}`).waitFor();
  });
});
