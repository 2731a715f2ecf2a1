import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaths } from '@okr/contract';
import type { OutboxEmailDetail, OutboxEmailList, OutboxStatus } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';

export interface OutboxParams {
  page: number;
  pageSize: number;
  /** Prefix of the recipient's address. */
  q: string;
  /** One status, or every email when empty. */
  status: OutboxStatus | '';
}

/** `GET /admin/outbox`: one page of emails, newest first, searched and filtered on the server. */
export function useAdminOutbox(params: OutboxParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('outbox', params),
    queryFn: () => api.get<OutboxEmailList>(`${adminPaths.outbox}${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/outbox/{id}`: the email with its plain-text body. */
export function useAdminOutboxEmail(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('outbox-email', id),
    queryFn: () => api.get<OutboxEmailDetail>(adminPaths.outboxEmail(id)),
  });
}
