// The Tailwind v4 partner page (`/tailwind/`): our packed packages under the portal's own layer
// order (tailwind.css), our rules moved into its layer `partner-okr` by OkrProvider's cssLayer;
// once signed in, the organization switcher with the portal's avatar as its trigger.
import { OkrProvider } from '@okr/core';
import { AuthPage } from '@okr/auth/auth-page';
import { OrganizationSwitcher } from '@okr/auth/organization-switcher';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HeadlessPage } from './HeadlessPage';

declare global {
  interface Window {
    OKR_API: string;
    partnerEvents: string[];
  }
}

/** The same partner list outside and inside our panel: the preflight applies only outside. */
function PartnerList({ testId }: { testId: string }) {
  return (
    <ul data-testid={testId} className="mt-7 text-sky-700">
      <li>Partner item</li>
    </ul>
  );
}

window.partnerEvents = [];

/** The portal's header switcher: our picker with the portal's own avatar as its trigger (a slot). */
function AvatarSwitcher() {
  return (
    <OrganizationSwitcher
      onOrganizationSwitch={(organization) => window.partnerEvents.push(`switched:${organization.name}`)}
      slots={{
        trigger: ({ current }) => (
          <span
            data-testid="partner-avatar"
            className="inline-flex size-9 items-center justify-center rounded-full bg-sky-700 font-bold text-white"
          >
            {current?.name.slice(0, 1) ?? '?'}
          </span>
        ),
      }}
    />
  );
}

function TailwindPortal() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <main className="p-6">
      <h1 data-testid="partner-title" className="text-3xl font-bold text-sky-700">
        Tailwind Portal
      </h1>
      <PartnerList testId="partner-list-outside" />
      <OkrProvider apiBaseUrl={window.OKR_API} storageKey="partner-okr-tailwind" cssLayer="partner-okr">
        <div data-testid="panel-tailwind">
          <PartnerList testId="partner-list-inside" />
          {signedIn ? <AvatarSwitcher /> : <AuthPage initialMode="login" onAuthenticated={() => setSignedIn(true)} />}
        </div>
      </OkrProvider>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
const record = (event: string) => window.partnerEvents.push(event);
createRoot(container).render(
  new URLSearchParams(window.location.search).has('headless') ? <HeadlessPage api={window.OKR_API} record={record} /> : <TailwindPortal />,
);
