// A partner's portal embedding our panels from the packed tarballs. `?plain` renders the same
// panels without the portal's hostile CSS: the reference for computed styles.
import './layers.css';
import '@okr/core/styles.css';
import '@okr/auth/styles.css';
import '@okr/goals/styles.css';
import '@okr/settings/styles.css';
import { Theme } from '@radix-ui/themes';
import { OkrProvider } from '@okr/core';
import { AuthPage } from '@okr/auth/auth-page';
import { OrganizationSwitcher } from '@okr/auth/organization-switcher';
import { InitiativesBoard } from '@okr/goals/initiatives-board';
import { ObjectiveDetailScreen } from '@okr/goals/objective-detail';
import { ObjectivesList } from '@okr/goals/objectives-list';
import { InvitationsList } from '@okr/settings/invitations-list';
import { MembersList } from '@okr/settings/members-list';
import { RolePermissionsMatrix } from '@okr/settings/role-permissions-matrix';
import { RolesTable } from '@okr/settings/roles-table';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    OKR_API: string;
    partnerEvents: string[];
  }
}

const api = window.OKR_API;
window.partnerEvents = [];
const record = (event: string) => window.partnerEvents.push(event);

/** The goals screens without a router: the portal keeps which objective is open in its own state. */
function GoalsPanel() {
  const [objectiveId, setObjectiveId] = useState<string | null>(null);
  return (
    <div data-testid="panel-a-goals">
      {objectiveId ? (
        <ObjectiveDetailScreen
          objectiveId={objectiveId}
          onBack={() => setObjectiveId(null)}
          onCheckIn={(checkIn) => record(`a:checkIn:${checkIn.value}`)}
        />
      ) : (
        <ObjectivesList
          onOpenObjective={(objective) => {
            record(`a:openObjective:${objective.title}`);
            setObjectiveId(objective.id);
          }}
        />
      )}
      <InitiativesBoard onOpenInitiative={(initiative) => record(`a:openInitiative:${initiative.name}`)} />
    </div>
  );
}

function SignedInPanel() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <OkrProvider apiBaseUrl={api} storageKey="partner-okr-a" onUnauthorized={() => record('a:unauthorized')}>
      <div data-testid="panel-a">
        <OrganizationSwitcher onOrganizationSwitch={(org) => record(`a:switched:${org.name}`)} />
        {signedIn ? (
          <>
            <MembersList
              onUserAdded={(user, roleType) => record(`a:userAdded:${user.email}:${roleType}`)}
              onUserRemoved={(member) => record(`a:userRemoved:${member.email}`)}
              onInvitationSent={(invitation) => record(`a:invited:${invitation.email}:${invitation.roleType}`)}
            />
            <InvitationsList onInvitationRevoked={(invitation) => record(`a:revoked:${invitation.email}`)} />
            <div data-testid="panel-a-settings">
              <RolesTable onRoleChanged={(change) => record(`a:role:${change.type}:${change.role.name}`)} />
              <RolePermissionsMatrix
                onPermissionChanged={(change) => record(`a:permission:${change.type}:${change.permission.domainName}`)}
              />
            </div>
            <GoalsPanel />
          </>
        ) : (
          <AuthPage
            initialMode="login"
            onAuthenticated={(session) => {
              record(`a:authenticated:${session.user.email}`);
              setSignedIn(true);
            }}
          />
        )}
      </div>
    </OkrProvider>
  );
}

function SignedOutPanel() {
  return (
    <OkrProvider apiBaseUrl={api} storageKey="partner-okr-b" onUnauthorized={() => record('b:unauthorized')}>
      <div data-testid="panel-b">
        <OrganizationSwitcher />
      </div>
    </OkrProvider>
  );
}

function DefaultHandlerPanel() {
  // No onUnauthorized: the default 401 rule, on a page at `/`, must not reload it in a loop.
  return (
    <OkrProvider apiBaseUrl={api} storageKey="partner-okr-c">
      <div data-testid="panel-c">
        <OrganizationSwitcher />
      </div>
    </OkrProvider>
  );
}

function Portal() {
  return (
    <Theme accentColor="crimson" radius="none">
      <header>
        <h1 data-testid="partner-title">Partner Portal</h1>
        <p data-testid="partner-text">Our own paragraph.</p>
        <label data-testid="partner-label">Our own label</label>
      </header>
      <SignedInPanel />
      <SignedOutPanel />
      {/* The portal's home is `/`; the default rule would leave `/plain/` for it. */}
      {window.location.pathname === '/' ? <DefaultHandlerPanel /> : null}
    </Theme>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<Portal />);
