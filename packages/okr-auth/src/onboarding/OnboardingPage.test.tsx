import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

const routesWith = (page: ReactNode) => (
  <Routes>
    <Route path="/app/onboarding" element={page} />
    <Route path="/app" element={<Done />} />
    <Route path="/app/objectives/:id" element={<p>the objective</p>} />
  </Routes>
);
const routes = routesWith(<OnboardingPage />);
const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

describe('OnboardingPage', () => {
  it('welcomes the user in the current organization and completes the onboarding', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(routes, { route: '/app/onboarding', session });
    expect(screen.getByRole('heading', { name: 'Welcome, Nora' })).toBeInTheDocument();
    expect(screen.getByText("You are working in Nora Newcomer's Organization.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('app, onboarding complete: true')).toBeInTheDocument();
  });

  it('goes on to where the user was going (next) once completed', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(routesWith(<OnboardingPage next="/app/objectives/42?org=org-1" />), { route: '/app/onboarding', session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('the objective')).toBeInTheDocument();
    expect(path()).toBe('/app/objectives/42');
  });

  it('goes to /app, not to a next outside the app', async () => {
    server.use(...authHandlers.default);
    renderWithOkr(routesWith(<OnboardingPage next="https://evil.example/app" />), { route: '/app/onboarding', session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByText('app, onboarding complete: true')).toBeInTheDocument();
    expect(path()).toBe('/app');
  });

  it('leaves the way on to onComplete when given, with the checked destination', async () => {
    server.use(...authHandlers.default);
    const onComplete = vi.fn();
    renderWithOkr(routesWith(<OnboardingPage next="//evil.example" onComplete={onComplete} />), {
      route: '/app/onboarding',
      session,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ isOnboardingComplete: true }), '/app'),
    );
    expect(path()).toBe('/app/onboarding');
  });

  it('shows the error when completion fails', async () => {
    server.use(http.post('/api/auth/complete-onboarding', internalError));
    renderWithOkr(routes, { route: '/app/onboarding', session });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete onboarding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not complete onboarding. Please try again.');
  });
});
