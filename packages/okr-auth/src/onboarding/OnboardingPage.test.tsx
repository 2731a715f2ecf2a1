import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@okr/core';
import { authHandlers, internalError, sessionFixtures } from '@okr/mocks';
import { setupMswServer } from '@okr/mocks/testing';
import { renderWithOkr } from '@okr/core/testing';
import { OnboardingPage } from './OnboardingPage';

const server = setupMswServer();
// The newcomer of the demo data, as the OnboardingPage stories use it.
const session = sessionFixtures.needsOnboarding;

function Done() {
  const complete = useSessionStore((s) => s.user?.isOnboardingComplete);
  return <p>app, onboarding complete: {String(complete)}</p>;
}

const routes = (
  <Routes>
    <Route path="/app/onboarding" element={<OnboardingPage />} />
    <Route path="/app" element={<Done />} />
  </Routes>
);

describe('OnboardingPage', () => {
  it('welcomes the user in the current organization and completes the onboarding', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(routes, { route: '/app/onboarding', session });
    expect(screen.getByRole('heading', { name: 'Welcome, Nora' })).toBeInTheDocument();
    expect(screen.getByText("You are working in Nora Newcomer's Organization.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('app, onboarding complete: true')).toBeInTheDocument();
  });

  it('shows the error when completion fails', async () => {
    server.use(http.post('/api/auth/complete-onboarding', internalError));
    renderWithOkr(routes, { route: '/app/onboarding', session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not complete onboarding. Please try again.');
  });
});
