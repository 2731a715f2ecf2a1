import { packageConfig } from '../../tsup.shared';

// One entry per embeddable component, plus the root.
export default packageConfig({
  index: 'src/index.ts',
  'auth-page': 'src/auth-page.ts',
  'password-reset': 'src/password-reset.ts',
  invitation: 'src/invitation.ts',
  'organization-switcher': 'src/organization-switcher.ts',
  guards: 'src/guards.ts',
});
