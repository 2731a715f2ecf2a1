import { configOptionKinds, impactCategories, operationalAreas, strategicAxes } from '@okr/contract';
import type { ConfigOptionKind } from '@okr/contract';
import type { ConfigOptionRecord } from './records';

const globalValues: Record<ConfigOptionKind, readonly string[]> = {
  'Impact Category': impactCategories,
  'Operational Area': operationalAreas,
  'Strategic Axis': strategicAxes,
};

/** The Global options, as the API's migration stores them (the spec's enumerations, in order). */
export function globalConfigOptions(): ConfigOptionRecord[] {
  let position = 0;
  return configOptionKinds.flatMap((kind) =>
    globalValues[kind].map((value) => {
      position += 1;
      return { id: `option-global-${position}`, kind, scope: 'Global' as const, value, organizationId: null, position };
    }),
  );
}
