import { sessionFixtures } from '@okr/mocks';
import type { SessionFixture } from '@okr/mocks';

/** A session whose current organization (Acme Corp) is on `plan`: the panel decides on the session's plan. */
export function onPlan(session: SessionFixture, plan: 'Free' | 'Pro' | 'Enterprise'): SessionFixture {
  return { ...session, organization: { ...session.organization!, plan } };
}

export const enterpriseAdmin = onPlan(sessionFixtures.admin, 'Enterprise');
