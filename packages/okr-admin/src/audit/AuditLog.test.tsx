import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, demoIds, getActiveMockDb, recordAudit, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { AuditLog } from './AuditLog';

const server = setupMswServer();

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it('lists entries newest first and exports the filtered ones as CSV', async () => {
    const db = getActiveMockDb();
    recordAudit(db, { action: 'user.deactivated', actorId: demoIds.users.superAdmin, organizationId: null, targetType: 'user', targetId: demoIds.users.viewer, before: { isActive: true }, after: { isActive: false } });
    const exported: string[] = [];
    server.use(
      http.get('*/api/admin/audit-events.csv', ({ request }) => {
        exported.push(new URL(request.url).search);
        return new Response('createdAt,action\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
      ...adminHandlers.default,
    );
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithOkr(<AuditLog />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByText('user.deactivated')).toBeInTheDocument();
    expect(screen.getByText('isActive: true → false')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by actor email' }), 'superadmin@');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(exported).toEqual(['?q=superadmin%40']));
    expect(createObjectURL).toHaveBeenCalledOnce();
  });
});
