import { initiativeCases } from './okr/initiativeCases';
import { objectiveCases } from './okr/objectiveCases';
import { organizationOkrCases } from './okr/organizationOkrCases';
import { periodCases } from './okr/periodCases';
import { rolloverCases } from './okr/rolloverCases';

// Objectives, key results, check-ins, initiatives, tasks, config options, the dashboard and the
// organization's users (api-contract.md "Resources the product spec leaves open"), one file per area.
export const okrCases = [...objectiveCases, ...initiativeCases, ...organizationOkrCases, ...periodCases, ...rolloverCases];
