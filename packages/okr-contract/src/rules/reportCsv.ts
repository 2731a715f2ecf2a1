import type { ReportExportKind } from '../reports';

// The CSV export (api-contract.md "Reports"): RFC 4180, UTF-8 with a byte order mark (so that
// spreadsheets read accents right), a header row, CRLF line ends. Written once for the server and
// the mocks.

/** The UTF-8 byte order mark the file starts with. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** The columns of each export, in order; the header row is these names. */
export const reportCsvColumns = {
  objectives: [
    'id',
    'title',
    'type',
    'status',
    'period',
    'strategicAxis',
    'operationalArea',
    'impactCategory',
    'ownerEmail',
    'parentObjectiveId',
    'startDate',
    'endDate',
    'progress',
    'keyResults',
  ],
  'key-results': [
    'id',
    'objectiveId',
    'objectiveTitle',
    'title',
    'metricType',
    'unit',
    'startValue',
    'targetValue',
    'currentValue',
    'progress',
    'confidence',
    'weight',
    'dueDate',
    'ownerEmail',
    'lastCheckInAt',
  ],
  'check-ins': ['id', 'createdAt', 'objectiveTitle', 'keyResultId', 'keyResultTitle', 'value', 'confidence', 'note', 'authorEmail'],
} as const satisfies Record<ReportExportKind, readonly string[]>;

export type ReportCsvRow<K extends ReportExportKind> = Record<(typeof reportCsvColumns)[K][number], string | number | null>;

/** Cells a spreadsheet would read as a formula (or whose leading control character it would drop). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One cell: null (or undefined) is empty, an object or array its JSON; a cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a
 * `'` in front (formula injection; the contract says any cell, so negative numbers too: `'-5`);
 * then quoted with `"` (inner quotes doubled) when it holds a quote, comma, CR or LF.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, with its CRLF. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/** The header line of an export (the BOM goes before it, once per file). */
export function csvHeader(kind: ReportExportKind): string {
  return csvLine(reportCsvColumns[kind]);
}

/** The line of one row, its cells in the export's column order. */
export function csvRow<K extends ReportExportKind>(kind: K, row: ReportCsvRow<K>): string {
  const columns: readonly string[] = reportCsvColumns[kind];
  return csvLine(columns.map((column) => (row as Record<string, string | number | null>)[column] ?? null));
}

/** The file name of an export: `okr-<kind>[-<period>]-<today>.csv`, ASCII only. */
export function csvFileName(kind: ReportExportKind, today: string, periodName?: string): string {
  const slug = periodName
    ?.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `okr-${kind}${slug ? `-${slug}` : ''}-${today}.csv`;
}
