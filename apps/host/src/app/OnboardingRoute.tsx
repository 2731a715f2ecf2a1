import { useSearchParams } from 'react-router';
import { OnboardingPage } from '@okr/auth';

/** `/app/onboarding`: the guard's `?next=` (the link the user opened) is where completion goes. */
export function OnboardingRoute() {
  const [params] = useSearchParams();
  return <OnboardingPage next={params.get('next')} />;
}
