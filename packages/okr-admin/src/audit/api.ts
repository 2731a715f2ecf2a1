import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@okr/contract';
import type { AuditEventList } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';

export interface AuditFilters {
  action: string;
  /** Prefix of the actor's email. */
  q: string;
  /** `YYYY-MM-DD`, inclusive, UTC. */
  from: string;
  /** `YYYY-MM-DD`, inclusive, UTC. */
  to: string;
}

/** The filters as the API's query: days become UTC instants (`to` includes its whole day). */
function filterQuery({ action, q, from, to }: AuditFilters) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
  return {
    action,
    q,
    from: from ? `${from}T00:00:00.000Z` : '',
    to: to ? nextDay(to) : '',
  };
}

/** `GET /admin/audit-events`, newest first. */
export function useAdminAuditEvents(filters: AuditFilters, page: number, pageSize: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('audit-events', filters, page, pageSize),
    queryFn: () =>
      api.get<AuditEventList>(`${adminPaths.auditEvents}${queryString({ ...filterQuery(filters), page, pageSize })}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /admin/audit-events.csv` with the same filters, saved as a file. Fetched through the API
 * client (the access token is a header, not a cookie), then handed to the browser as a download.
 */
export function useExportAuditCsv() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const csv = await api.get<string>(`${adminPaths.auditEvents}.csv${queryString(filterQuery(filters))}`, {
        responseType: 'text',
      });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
