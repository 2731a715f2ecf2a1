// @vitest-environment node
// Rendering on a server (Next.js, Remix, a partner's SSR): no `window`, no `localStorage`.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OkrProvider } from '@okr/core';
import { AuthPage } from './auth-page/AuthPage';
import { OnboardingPage } from './onboarding/OnboardingPage';
import { OrganizationSwitcher } from './organization-switcher/OrganizationSwitcher';
import { ForgotPasswordPage } from './password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from './password-reset/ResetPasswordPage';

describe('server rendering', () => {
  it('renders the provider and every embeddable component without touching browser storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <OkrProvider apiBaseUrl="https://okr.example.com/api">
        <OrganizationSwitcher />
        <AuthPage initialMode="register" />
        <OnboardingPage />
        <ForgotPasswordPage />
        <ResetPasswordPage token="a-token" />
      </OkrProvider>,
    );
    expect(html).toContain('okr-root');
    expect(html).toContain('okr-organization-switcher');
    expect(html).toContain('okr-auth-page');
    expect(html).toContain('okr-password-reset');
  });

  it('renders with a storage key and in memory alike', () => {
    const html = renderToString(
      <OkrProvider apiBaseUrl="/api" storageKey="portal-a" persistence="memory">
        <OrganizationSwitcher />
      </OkrProvider>,
    );
    expect(html).toContain('data-state="loading"');
  });
});
