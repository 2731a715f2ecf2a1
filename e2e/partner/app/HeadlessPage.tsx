// `?headless` (on the Tailwind page): our sign-in, then the partner's own members table and role
// matrix, built only on `@okr/settings/headless` with plain HTML and the portal's Tailwind classes.
import { OkrProvider } from '@okr/core';
import { AuthPage } from '@okr/auth/auth-page';
import { useState } from 'react';
import { HeadlessMatrix } from './HeadlessMatrix';
import { HeadlessMembers } from './HeadlessMembers';

export function HeadlessPage({ api, record }: { api: string; record: (event: string) => void }) {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold text-sky-700">Team settings</h1>
      <OkrProvider apiBaseUrl={api} storageKey="partner-okr-h" cssLayer="partner-okr" onUnauthorized={() => record('h:unauthorized')}>
        <div data-testid="panel-h">
          {signedIn ? (
            <>
              <HeadlessMembers record={record} />
              <HeadlessMatrix record={record} />
            </>
          ) : (
            <AuthPage initialMode="login" onAuthenticated={() => setSignedIn(true)} />
          )}
        </div>
      </OkrProvider>
    </main>
  );
}
