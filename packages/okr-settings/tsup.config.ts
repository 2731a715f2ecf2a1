import { packageConfig } from '../../tsup.shared';

// One entry per embeddable panel, plus the root.
export default packageConfig({
  index: 'src/index.ts',
  'settings-page': 'src/settings-page.ts',
  'members-list': 'src/members-list.ts',
  'add-user-dialog': 'src/add-user-dialog.ts',
  'roles-table': 'src/roles-table.ts',
  'role-permissions-matrix': 'src/role-permissions-matrix.ts',
  'api-keys-panel': 'src/api-keys-panel.ts',
  'invitations-list': 'src/invitations-list.ts',
  'webhooks-panel': 'src/webhooks-panel.ts',
  'periods-panel': 'src/periods-panel.ts',
  'sso-settings': 'src/sso-settings.ts',
});
