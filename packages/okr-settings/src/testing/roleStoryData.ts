import type { Role, RolePermission } from '@okr/contract';
import { ApiError } from '@okr/core';

// Plain roles and permission rows of the role and permission dialogs' stories: no mock server behind them.

export const storyRole = (id: string, name: string, category: Role['category'] = 'Custom', description: string | null = null): Role => ({
  id,
  name,
  description,
  roleType: 'Editor',
  category,
  organizationId: 'org-1',
  createdAt: '2026-11-01T09:30:00.000Z',
});

export const teamLead = storyRole('r-lead', 'Team Lead', 'Custom', 'Leads a team');
export const reviewer = storyRole('r-review', 'Reviewer');

export const storyPermission = (id: string, roleId: string, domainName: RolePermission['domainName'], on = false): RolePermission => ({
  id,
  roleId,
  domainName,
  canCreate: on,
  canRead: true,
  canUpdate: on,
  canDelete: on,
});

/** The server's 409 when a name or a row is already taken. */
export const taken = (message: string) => new ApiError({ status: 409, code: 'CONFLICT', message });
