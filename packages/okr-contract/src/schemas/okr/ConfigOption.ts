import { z } from 'zod';
import { Id, Text } from '../common';
import { ConfigOptionKind, ConfigScope } from '../enums';

export const ConfigOption = z.object({
  id: Id,
  kind: ConfigOptionKind,
  scope: ConfigScope,
  value: Text,
  organizationId: Id.nullable(),
});
export type ConfigOption = z.infer<typeof ConfigOption>;

export const ConfigOptionQuery = z.strictObject({ kind: ConfigOptionKind.optional() });
export type ConfigOptionQuery = z.infer<typeof ConfigOptionQuery>;

const optionValue = Text.trim().min(1, 'Value is required').max(100, 'At most 100 characters');

/** POST /config-options: an organization's own option (scope Organization by default; Global is 422). */
export const CreateConfigOptionRequest = z.strictObject({
  kind: ConfigOptionKind,
  value: optionValue,
  scope: ConfigScope.optional(),
});
export type CreateConfigOptionRequest = z.infer<typeof CreateConfigOptionRequest>;

/** PATCH /config-options/{id}: rename an organization's option (Global ones are read-only, 422). */
export const UpdateConfigOptionRequest = z.strictObject({ value: optionValue });
export type UpdateConfigOptionRequest = z.infer<typeof UpdateConfigOptionRequest>;
