import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminHandlers, authHandlers, contactHandlers, resetActiveMockDb, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { seedWithManyMessages, seedWithMessages } from '../testing/storySeeds';
import { MessagesList } from './MessagesList';

const server = setupMswServer();

const senders = () =>
  within(screen.getByRole('list', { name: 'Contact messages' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('MessagesList', () => {
  it('lists the messages from the API, newest first, with a mailto link and long ones clipped', async () => {
    resetActiveMockDb(seedWithMessages);
    server.use(...adminHandlers.default, ...contactHandlers.default, ...authHandlers.default);
    renderWithOkr(<MessagesList />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(senders()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(screen.getByRole('link', { name: 'grace@navy.example' })).toHaveAttribute('href', 'mailto:grace@navy.example');
    expect(screen.queryByText(/We would love a call next week/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the whole message' }));
    expect(screen.getByText(/We would love a call next week/)).toBeInTheDocument();
  });

  it('pages through the messages on the server', async () => {
    resetActiveMockDb(seedWithManyMessages(45));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/admin/contact-messages')) asked.push(new URL(request.url).search);
    });
    server.use(...adminHandlers.default, ...contactHandlers.default, ...authHandlers.default);
    const user = userEvent.setup();
    renderWithOkr(<MessagesList />, { session: sessionFixtures.superAdmin });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    expect(senders()[0]).toBe('Sender 45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Sender 25' })).toBeInTheDocument();
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Sender 1' })).toBeInTheDocument();
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(senders()).toEqual(['Sender 5', 'Sender 4', 'Sender 3', 'Sender 2', 'Sender 1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual(['?page=1&pageSize=20', '?page=2&pageSize=20', '?page=3&pageSize=20']);
    server.events.removeAllListeners();
  });

  it("shows the server's error with a retry that loads the list", async () => {
    resetActiveMockDb(seedWithMessages);
    server.use(
      http.get('*/api/admin/contact-messages', () => HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL_ERROR' }, { status: 500 }), {
        once: true,
      }),
      ...adminHandlers.default,
      ...contactHandlers.default,
      ...authHandlers.default,
    );
    renderWithOkr(<MessagesList />, { session: sessionFixtures.superAdmin });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('list', { name: 'Contact messages' })).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
