import { queryOptions, useMutation } from '@tanstack/react-query';
import { reportsPaths } from '@okr/contract';
import type { CoverageReport, ProgressReport, ReportExportKind } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/**
 * The reports sit under the objectives cache, organization id first: a check-in or any change of
 * objectives refreshes them, and a switch of organization can never show another's numbers.
 */
export const reportQueries = {
  progress: (api: ApiClient, orgId: OrgId, periodId?: string, objectiveId?: string) =>
    queryOptions({
      queryKey: queryKeys.objectives(orgId, 'reports', 'progress', periodId ?? null, objectiveId ?? null),
      queryFn: ({ signal }) => api.get<ProgressReport>(reportsPaths.progress, { signal, params: { periodId, objectiveId } }),
      enabled: Boolean(orgId),
    }),
  coverage: (api: ApiClient, orgId: OrgId, periodId?: string) =>
    queryOptions({
      queryKey: queryKeys.objectives(orgId, 'reports', 'coverage', periodId ?? null),
      queryFn: ({ signal }) => api.get<CoverageReport>(reportsPaths.coverage, { signal, params: { periodId } }),
      enabled: Boolean(orgId),
    }),
};

/** `attachment; filename="x.csv"` (or RFC 5987 `filename*=UTF-8''…`) → the file name, else the fallback. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download under `name`. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `GET /reports/export.csv?kind=&periodId=` through the API client (the access token is a header,
 * which a plain link cannot send), saved under the server's file name (Content-Disposition). The
 * bytes are kept as they come (UTF-8 with BOM) so a spreadsheet opens the accents correctly.
 */
export function useExportReportCsv() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ kind, periodId }: { kind: ReportExportKind; periodId?: string }) => {
      // Bytes, not text: decoding and re-encoding would drop the BOM a spreadsheet needs for UTF-8.
      const response = await api.axios.get<ArrayBuffer>(reportsPaths.export, { params: { kind, periodId }, responseType: 'arraybuffer' });
      const disposition = response.headers['content-disposition'] as string | undefined;
      const blob = new Blob([response.data], { type: 'text/csv;charset=utf-8' });
      const name = fileNameOf(disposition, `${kind}.csv`);
      saveBlob(blob, name);
      return name;
    },
  });
}
