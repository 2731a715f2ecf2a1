// Entry point `@okr/auth/user-security`: My account → Security (password, authenticator app, passkeys, recovery codes).
export { UserSecurity } from '../user-security/UserSecurity';
export type { UserSecurityProps } from '../user-security/UserSecurity';
export { UserSecurityView } from '../user-security/UserSecurityView';
export type { UserSecurityViewProps } from '../user-security/UserSecurityView';
export { SecondFactorsView } from '../user-security/SecondFactorsView';
export type { SecondFactorsViewProps } from '../user-security/SecondFactorsView';
export { useUserSecurity } from '../user-security/useUserSecurity';
export type { UserSecurityData } from '../user-security/useUserSecurity';
export { useMfa } from '../user-security/useMfa';
export type { MfaData, MfaPanelState } from '../user-security/useMfa';
export { usePasskeys } from '../user-security/usePasskeys';
export type { PasskeysData } from '../user-security/usePasskeys';
export { useChangePassword } from '../user-security/api';
export {
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemoveTotp,
  useStartTotp,
} from '../user-security/mfaApi';
export { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../user-security/passkeyApi';
export type { AccountAction, AccountPanelState } from '../lib/accountAction';
