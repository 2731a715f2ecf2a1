import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProgressReport as ProgressReportData } from '@okr/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, reportHandlers, resetActiveMockDb } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { referenceHandlers } from '../testing/okrFixtures';
import { reportSeeds } from '../testing/reportSeeds';
import { renderGoals, sessions } from '../testing/renderGoals';
import { chartData } from './progressChartOptions';
import { ProgressReport } from './ProgressReport';
import { keyResultRows } from './reportRows';
import { ReportsPage } from './ReportsPage';
import { fileNameOf } from './reportsApi';

const server = setupMswServer();

/** Figures no default could produce: each one on screen must have come from `GET /reports/progress`. */
const report: ProgressReportData = {
  period: { id: 'period-q1', name: 'Q1 2026', startDate: '2026-01-01', endDate: '2026-03-31' },
  today: '2026-01-21',
  truncated: false,
  objectives: [
    {
      id: 'obj-1',
      title: 'Expand into the DACH market',
      type: 'Strategic',
      status: 'Active',
      ownerId: null,
      periodId: 'period-q1',
      startDate: '2026-01-01',
      endDate: '2026-01-21',
      window: { start: '2026-01-01', end: '2026-01-21' },
      progress: 37,
      series: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-06', progress: 37 }],
      expected: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-21', progress: 100 }],
      keyResults: [
        {
          id: 'kr-1',
          title: 'Sign 40 customers',
          metricType: 'Numeric',
          unit: 'customers',
          startValue: 0,
          targetValue: 40,
          currentValue: 15,
          weight: 1,
          ownerId: null,
          dueDate: '2026-01-21',
          progress: 37.5,
          series: [{ date: '2026-01-01', value: 0, progress: 0 }, { date: '2026-01-06', value: 15, progress: 37.5 }],
          expected: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-21', progress: 100 }],
          confidence: [{ date: '2026-01-06', confidence: 6 }],
          checkIns: [{ date: '2026-01-06', value: 15, confidence: 6, count: 3 }],
        },
      ],
    },
  ],
};

beforeEach(() => server.use(...referenceHandlers));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProgressReport', { timeout: 30_000 }, () => {
  it('lists in the table view the numbers the chart draws', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/reports/progress', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(report);
      }),
    );
    const user = userEvent.setup();
    renderGoals(<ProgressReport periodId="period-q1" />);
    const views = await screen.findAllByRole('radiogroup', { name: /^View of Progress of / });
    expect(asked).toEqual(['?periodId=period-q1']);
    await user.click(within(views[1]!).getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Progress of Sign 40 customers over time' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Value (customers)',
      'Progress',
      'Expected',
      'Confidence',
      'Check-ins',
    ]);
    const row = within(table).getByRole('rowheader', { name: 'Jan 6, 2026' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['15', '37.5%', '25%', '6', '3']);

    // The chart is drawn from the same rows: its columns hold the same numbers on that date.
    const [x, progress, expected, checkIn, confidence] = chartData({ rows: keyResultRows(report.objectives[0]!.keyResults[0]!), keyResult: true });
    const at = x!.indexOf(Date.parse('2026-01-06T00:00:00Z') / 1000);
    expect([progress![at], expected![at], checkIn![at], confidence![at]]).toEqual([37.5, 25, 37.5, 6]);
  });

  it('shows the Free plan what it would get and the way to Billing on a 402', async () => {
    server.use(
      http.get('/api/reports/progress', () =>
        HttpResponse.json({ message: 'Advanced reports are part of the Pro and Enterprise plans.', code: 'PLAN_LIMIT_REACHED', details: { plan: 'Free' } }, { status: 402 }),
      ),
    );
    renderGoals(<ProgressReport plansHref="/app/settings?tab=billing" />);
    expect(await screen.findByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/settings?tab=billing');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ReportsPage', { timeout: 30_000 }, () => {
  it('downloads the check-ins CSV of the period with the auth header, under the server’s file name', async () => {
    const requests: Request[] = [];
    server.use(
      http.get('/api/reports/progress', () => HttpResponse.json(report)),
      http.get('/api/reports/export.csv', ({ request }) => {
        requests.push(request);
        return new HttpResponse('\uFEFFobjective,key result\r\nÉxito,Señal\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="check-ins-q1-2026-2026-01-21.csv"' },
        });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderGoals(<ReportsPage periodId="period-q1" />);
    await user.click(await screen.findByRole('button', { name: 'Check-ins CSV' }));
    expect(await screen.findByText('Downloaded check-ins-q1-2026-2026-01-21.csv')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/reports/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind: 'check-ins', periodId: 'period-q1' });
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${sessions.editor.accessToken}`);
    expect(clicked).toEqual(['check-ins-q1-2026-2026-01-21.csv']);
    // The bytes are saved as they came: the BOM and the accents intact.
    const blob = createObjectURL.mock.calls[0]![0];
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('shows a Free organization the teaser and the Billing link, and no export', async () => {
    // The mocks' world of a Free Acme: /auth/me says Free, and every report answers 402.
    resetActiveMockDb(reportSeeds.free);
    server.use(...authHandlers.default, ...reportHandlers.default);
    const free = { ...sessions.editor, organization: { ...sessions.editor.organization!, plan: 'Free' as const } };
    renderGoals(<ReportsPage plansHref="/app/settings?tab=billing" />, { session: free });
    expect(await screen.findByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/settings?tab=billing');
    expect(screen.queryByRole('group', { name: 'Export to CSV' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('reads the file name of Content-Disposition, plain or RFC 5987', () => {
    expect(fileNameOf('attachment; filename="a.csv"', 'x.csv')).toBe('a.csv');
    expect(fileNameOf("attachment; filename=\"a.csv\"; filename*=UTF-8''ma%C3%B1ana.csv", 'x.csv')).toBe('mañana.csv');
    expect(fileNameOf(undefined, 'x.csv')).toBe('x.csv');
  });
});
