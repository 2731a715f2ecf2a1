// Entry point `@okr/auth/invitation`: the page an invitation email's link opens.
export { InvitationPage } from '../auth-page/InvitationPage';
export type { InvitationPageProps } from '../auth-page/InvitationPage';
