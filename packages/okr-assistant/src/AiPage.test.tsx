import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aiHandlers, authHandlers, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { AiPage } from './AiPage';

const server = setupMswServer();

describe('AiPage', () => {
  it('lists the demo documents and answers a suggested question with citations that open the excerpt', async () => {
    server.use(...authHandlers.default, ...aiHandlers.default);
    renderWithOkr(<AiPage />, { route: '/app/ai', session: sessionFixtures.admin });
    expect(await screen.findByText('Acme Corp Travel Policy')).toBeInTheDocument();
    expect(await screen.findByTestId('assistant-credits')).toHaveTextContent('500 of 500 AI credits left this month');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'What is our travel policy for flights?' }));
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const source = within(sources).getByRole('button', { name: /Source 1: Acme Corp Travel Policy/ });
    expect(await screen.findByTestId('assistant-credits')).toHaveTextContent('499 of 500');
    await user.click(source);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/travel portal/);
    expect(dialog.querySelectorAll('mark').length).toBeGreaterThan(0);
  }, 30_000);

  it('says plainly when the documents do not cover a question, and keeps the question for later', async () => {
    server.use(...authHandlers.default, ...aiHandlers.default);
    renderWithOkr(<AiPage />, { route: '/app/ai', session: sessionFixtures.admin });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your question'), 'What is the parental leave policy?{Enter}');
    expect(await screen.findByText('Not covered by your documents')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent questions' })).toHaveTextContent('What is the parental leave policy?');
  }, 30_000);

  it('shows the plan language when no credits are left', async () => {
    server.use(...authHandlers.default, ...aiHandlers.noCredits);
    renderWithOkr(<AiPage />, { route: '/app/ai', session: sessionFixtures.admin });
    expect(await screen.findByText(/Upgrade to Pro for 500 AI credits a month/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
  }, 30_000);

  it('shows the failure reason of a document and the Free plan limit', async () => {
    server.use(...authHandlers.default, ...aiHandlers.failed);
    renderWithOkr(<AiPage />, { route: '/app/ai', session: sessionFixtures.admin });
    expect(await screen.findByText(/this PDF looks scanned/)).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  }, 30_000);

  it('lets a viewer ask but not upload or delete', async () => {
    server.use(...authHandlers.default, ...aiHandlers.default);
    renderWithOkr(<AiPage />, { route: '/app/ai', session: sessionFixtures.viewer });
    expect(await screen.findByText('Acme Corp Travel Policy')).toBeInTheDocument();
    expect(screen.getByText(/Only members who can update the organization/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  }, 30_000);
});
