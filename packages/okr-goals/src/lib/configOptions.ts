import { queryOptions, useQuery } from '@tanstack/react-query';
import { configOptionsPaths } from '@okr/contract';
import type { ConfigOption, ConfigOptionKind } from '@okr/contract';
import { listQueryDefaults, queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { useMemo } from 'react';
import { useOrgId } from './useOrgId';

/** Config options: the Global ones (the spec's enumerations) plus the organization's own. */
export const configOptionQueries = {
  list: (api: ApiClient, orgId: OrgId) =>
    queryOptions({
      queryKey: queryKeys.configOptions(orgId),
      queryFn: () => api.get<ConfigOption[]>(configOptionsPaths.list),
      enabled: Boolean(orgId),
      ...listQueryDefaults,
    }),
};

export type OptionsByKind = Record<ConfigOptionKind, string[]>;

export function useConfigOptions(): OptionsByKind {
  const api = useApiClient();
  const { data } = useQuery(configOptionQueries.list(api, useOrgId()));
  return useMemo(() => {
    const byKind: OptionsByKind = { 'Impact Category': [], 'Operational Area': [], 'Strategic Axis': [] };
    for (const option of data ?? []) {
      if (!byKind[option.kind].includes(option.value)) byKind[option.kind].push(option.value);
    }
    return byKind;
  }, [data]);
}
