import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@okr/core';
import { renderWithOkr } from '@okr/core/testing';
import { getActiveMockDb, handlers, invitationTokens, seedInvitations, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { useAcceptInvitation } from './invitationApi';

const server = setupMswServer();

function Accept() {
  const accept = useAcceptInvitation(invitationTokens.viewer);
  const onboarded = useSessionStore((s) => String(s.user?.isOnboardingComplete));
  const organization = useSessionStore((s) => s.organization?.name);
  return (
    <>
      <p>onboarded: {onboarded}</p>
      <p>in: {organization}</p>
      <button type="button" onClick={() => accept.mutate()}>
        accept
      </button>
    </>
  );
}

describe('useAcceptInvitation', () => {
  it('stores the user as onboarded with the organization joined, so the guard lets them through to the link they follow', async () => {
    server.use(...handlers);
    seedInvitations(getActiveMockDb());
    const { user } = sessionFixtures.viewer;
    renderWithOkr(<Accept />, { session: { ...sessionFixtures.viewer, user: { ...user!, isOnboardingComplete: false } } });
    expect(screen.getByText('onboarded: false')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'accept' }));
    expect(await screen.findByText('in: Globex')).toBeInTheDocument();
    expect(screen.getByText('onboarded: true')).toBeInTheDocument();
  });
});
