// The /app area in one chunk: its layout, its pages and the onboarding load together.
export { AppLayout } from './AppLayout';
export { Dashboard } from './Dashboard';
export { OnboardingPage } from '@okr/auth';
