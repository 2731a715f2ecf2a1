// The /app frame in one chunk: its layout and the onboarding load together (the goals pages have their own).
export { AppLayout } from './AppLayout';
export { OnboardingRoute } from './OnboardingRoute';
