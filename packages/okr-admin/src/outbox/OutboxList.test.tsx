import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authHandlers, outboxHandlers, outboxSeedIds, resetActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { seedWithOutbox } from '../testing/storySeeds';
import { OutboxDetail } from './OutboxDetail';
import { OutboxList } from './OutboxList';

const server = setupMswServer();

describe('OutboxList', () => {
  it('asks the server for the search and the status, from page 1, and shows what it answers', async () => {
    resetActiveMockDb(seedWithOutbox);
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/outbox', ({ request }) => {
        asked.push(new URL(request.url).search);
      }),
      ...outboxHandlers.default,
      ...authHandlers.default,
    );
    const user = userEvent.setup();
    renderWithOkr(<OutboxList />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByText('1–6 of 6')).toBeInTheDocument();
    const failedRow = screen.getByRole('rowheader', { name: 'Ada Admin invited you to Acme Corp' }).closest('tr');
    expect(within(failedRow as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow as HTMLElement).getByText('14')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient email' }), 'grace');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sent' }));
    expect(await screen.findByText('No emails match your search.')).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&pageSize=25', '?page=1&pageSize=25&q=grace', '?page=1&pageSize=25&q=grace&status=sent']);
  });
});

describe('OutboxDetail', () => {
  it('shows the headers, the last error and the text, its link a real one', async () => {
    resetActiveMockDb(seedWithOutbox);
    server.use(...outboxHandlers.default, ...authHandlers.default);
    renderWithOkr(<OutboxDetail emailId={outboxSeedIds.invitationRetrying} />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('heading', { name: 'Ada Admin invited you to Globex', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('grace@navy.example')).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://okr.example/invite/seed-invitation-token-2' });
    expect(link).toHaveAttribute('href', 'https://okr.example/invite/seed-invitation-token-2');
    expect(screen.getByText(/Accept the invitation:/)).toBeInTheDocument();
  });

  it('leaves anything but a web link as text', async () => {
    resetActiveMockDb(seedWithOutbox);
    server.use(
      http.get('*/api/admin/outbox/:id', () =>
        Response.json({
          id: 'email-1',
          to: 'a@example.com',
          subject: '<script>alert(1)</script>',
          kind: 'invitation',
          status: 'queued',
          attempts: 0,
          lastError: null,
          createdAt: '2026-03-02T09:00:00.000Z',
          sentAt: null,
          text: 'Open javascript:alert(1) or <a href="https://evil.example">this</a>, then https://okr.example/x.',
        }),
      ),
      ...authHandlers.default,
    );
    renderWithOkr(<OutboxDetail emailId="email-1" />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('heading', { name: '<script>alert(1)</script>', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin/outbox', 'https://evil.example', 'https://okr.example/x']);
  });

  it('says the server refused (403) in its words, with no retry, and marks the list forbidden', async () => {
    server.use(...outboxHandlers.forbidden, ...authHandlers.default);
    const { container } = renderWithOkr(<OutboxList />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only super administrators can do this (missing: SuperAdmin)');
    expect(container.querySelector('.okr-admin-list')).toHaveAttribute('data-state', 'forbidden');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the signed-out line once the session is gone (401)', async () => {
    server.use(...outboxHandlers.signedOut, ...authHandlers.default);
    const { container } = renderWithOkr(<OutboxList />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByText('Sign in to see this list.')).toBeInTheDocument();
    expect(container.querySelector('.okr-admin-list')).toHaveAttribute('data-state', 'signed-out');
  });
});
