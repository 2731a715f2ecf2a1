import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactPaths } from '@okr/contract';
import type { ContactMessagesPage } from '@okr/contract';
import { queryKeys, queryString, useApiClient } from '@okr/core';

/** `GET /admin/contact-messages`: one page of the contact form's messages, newest first. */
export function useContactMessages(page: number, pageSize: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.admin('contact-messages', page, pageSize),
    queryFn: () => api.get<ContactMessagesPage>(`${contactPaths.adminList}${queryString({ page, pageSize })}`),
    placeholderData: keepPreviousData,
  });
}
