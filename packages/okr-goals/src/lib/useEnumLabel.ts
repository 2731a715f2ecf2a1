import { useCallback } from 'react';
import type { GoalsMessageKey } from './goalsCatalogs';
import { useGoalsT } from './useGoalsT';

/** The translated label of an enumeration value of spec §3 ("On Hold" → "En pausa"); unknown values as they are. */
export function useEnumLabel() {
  const t = useGoalsT();
  return useCallback(
    (value: string) => {
      const key = `goals.enum.${value}` as GoalsMessageKey;
      const label = t(key);
      return label === key ? value : label;
    },
    [t],
  );
}
