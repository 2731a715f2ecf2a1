import { CSV_BOM, reportCsvColumns } from '@okr/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CSV_PAGE_ROWS } from '../../src/modules/reports/reportCsv';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective } from '../okr/okrApi';
import { checkIn, proOrganization } from './reportWorld';

// GET /reports/export.csv read back with a real CSV parser: RFC 4180 quoting, UTF-8 with BOM,
// CRLF, a header row, formula injection defused (negative numbers too), pages past CSV_PAGE_ROWS.

const ctx = useTestApp();
const app = () => ctx.app;

type Api = Awaited<ReturnType<typeof proOrganization>>['api'];

async function exported(api: Api, query: string) {
  const response = await api.get(`/api/reports/export.csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.startsWith(CSV_BOM)).toBe(true);
  // Every line ends with CRLF: no bare LF outside quoted cells (the parser checks the quoted ones).
  const records: string[][] = parse(text, { bom: true, record_delimiter: '\r\n', relax_column_count: false });
  return { records, headers: response.headers, text };
}

describe('the CSV export', () => {
  it('parses back cell for cell, accents, quotes, line breaks and defused formulas included', async () => {
    const { api, period, other } = await proOrganization(app, ctx.db);
    const objective = await createObjective(api, { title: 'Crecer en “Año Nuevo”, sí', periodId: period.id, operationalArea: 'Sales' });
    const kr = await createKeyResult(api, objective.id, { title: '=1+2', startValue: -5, targetValue: 10, unit: '€' });
    await checkIn(ctx.db, api, kr.id, -3, 4, 2, 'Línea 1, "citada"\nLínea 2');
    await checkIn(ctx.db, api, kr.id, 2, 6, 1, '@SUM(A1:A2)');
    const last = await checkIn(ctx.db, api, kr.id, 4, 7, 0, '+cmd');
    await sql`update check_ins set note = ${'\t=tab'} where id = ${last.id}`.execute(ctx.db);
    await createObjective(api, { title: 'Not this period', periodId: other.id });

    const objectives = await exported(api, `?kind=objectives&periodId=${period.id}`);
    expect(objectives.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="okr-objectives-${period.name.toLowerCase().replace(' ', '-')}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(objectives.records[0]).toEqual([...reportCsvColumns.objectives]);
    expect(objectives.records).toHaveLength(2);
    const row = Object.fromEntries(reportCsvColumns.objectives.map((column, i) => [column, objectives.records[1]![i]]));
    expect(row).toMatchObject({ title: 'Crecer en “Año Nuevo”, sí', period: period.name, operationalArea: 'Sales', strategicAxis: '', keyResults: '1' });

    const keyResults = await exported(api, `?kind=key-results&periodId=${period.id}`);
    const k = Object.fromEntries(reportCsvColumns['key-results'].map((column, i) => [column, keyResults.records[1]![i]]));
    expect(k).toMatchObject({ title: "'=1+2", startValue: "'-5", targetValue: '10', currentValue: '4', unit: '€', confidence: '7' });

    const checkIns = await exported(api, `?kind=check-ins&periodId=${period.id}`);
    expect(checkIns.records.slice(1).map((r) => [r[4], r[5], r[7]])).toEqual([
      ["'=1+2", "'-3", 'Línea 1, "citada"\nLínea 2'],
      ["'=1+2", '2', "'@SUM(A1:A2)"],
      ["'=1+2", '4', "'\t=tab"],
    ]);
    expect(checkIns.text).toContain('"Línea 1, ""citada""\nLínea 2"');
  });

  it('streams pages past CSV_PAGE_ROWS in order, nothing lost or repeated', async () => {
    const { api, organizationId } = await proOrganization(app, ctx.db);
    const kr = await createKeyResult(api, (await createObjective(api)).id);
    const rows = CSV_PAGE_ROWS + 150;
    await sql`insert into check_ins (id, organization_id, key_result_id, value, confidence, created_at)
      select gen_random_uuid(), ${organizationId}, ${kr.id}, n, 5, now() - (n || ' minutes')::interval from generate_series(1, ${rows}) n`.execute(ctx.db);
    const { records } = await exported(api, '?kind=check-ins');
    expect(records).toHaveLength(rows + 1);
    expect(records.slice(1).map((r) => Number(r[5]))).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(rows);
  });
});
