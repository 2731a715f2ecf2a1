import type { ReactNode } from 'react';
import { permissionDomains } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';
import type { SessionState } from '@okr/core';
import { renderWithOkr } from '@okr/core/testing';
import { sessionFixtures } from '@okr/mocks';

const flags = (c: boolean, r: boolean, u: boolean, d: boolean) => ({ canCreate: c, canRead: r, canUpdate: u, canDelete: d });
const okrDomains = new Set(['objectives', 'key_results', 'initiatives']);

/** The default rows of api-contract.md "Authorization": Editor changes the OKR domains, Viewer only reads. */
export const rolePermissions = {
  editor: Object.fromEntries(
    permissionDomains.map((d) => [d, okrDomains.has(d) ? flags(true, true, true, true) : flags(false, d !== 'settings', false, false)]),
  ) as EffectivePermissions,
  viewer: Object.fromEntries(permissionDomains.map((d) => [d, flags(false, d !== 'settings', false, false)])) as EffectivePermissions,
};

export const sessions = {
  editor: { ...sessionFixtures.editor, permissions: rolePermissions.editor } satisfies Partial<SessionState>,
  viewer: { ...sessionFixtures.viewer, permissions: rolePermissions.viewer } satisfies Partial<SessionState>,
};

/** Renders as an Editor by default, inside the real provider and a memory router, the way stories run. */
export function renderGoals(ui: ReactNode, { session = sessions.editor, route = '/' }: { session?: Partial<SessionState>; route?: string } = {}) {
  return renderWithOkr(ui, { session, route, locationProbe: false });
}
