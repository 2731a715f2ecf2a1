import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@okr/contract';
import { queryKeys, useSessionStore } from '@okr/core';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { useMeSync } from '../lib/useMeSync';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { useCompleteOnboarding } from './api';

const server = setupMswServer();
const session = sessionFixtures.needsOnboarding;

function Onboarding() {
  useMeSync(true);
  const complete = useCompleteOnboarding();
  const done = useSessionStore((s) => String(s.user?.isOnboardingComplete));
  return (
    <>
      <p>onboarding complete: {done}</p>
      <button type="button" onClick={() => complete.mutate()}>
        complete
      </button>
    </>
  );
}

describe('useCompleteOnboarding', () => {
  it('updates the cached /auth/me answer, so serving it again cannot undo the onboarding', async () => {
    server.use(...authHandlers.default);
    const { queryClient } = renderWithOkr(<Onboarding />, { session });
    const orgId = session.organization?.id ?? null;
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.me(orgId))).toBeDefined());
    expect(screen.getByText('onboarding complete: false')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'complete' }));
    expect(await screen.findByText('onboarding complete: true')).toBeInTheDocument();
    expect(queryClient.getQueryData<MeResponse>(queryKeys.me(orgId))?.user.isOnboardingComplete).toBe(true);
    expect(screen.getByText('onboarding complete: true')).toBeInTheDocument();
  });
});
