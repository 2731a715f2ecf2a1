// Entry point `@okr/auth/user-security`: My account → Security (the password here; the second
// factors load on demand, their hooks and view are in `@okr/auth/second-factors`).
export { UserSecurity } from '../user-security/UserSecurity';
export type { UserSecurityProps } from '../user-security/UserSecurity';
export { UserSecurityView } from '../user-security/UserSecurityView';
export type { UserSecurityViewProps } from '../user-security/UserSecurityView';
export { useUserSecurity } from '../user-security/useUserSecurity';
export type { UserSecurityData } from '../user-security/useUserSecurity';
export { useChangePassword } from '../user-security/api';
export type { AccountAction, AccountPanelState } from '../lib/accountAction';
