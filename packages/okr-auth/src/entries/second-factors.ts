// Entry point `@okr/auth/second-factors`: the authenticator app, passkeys and recovery codes as
// hooks (`useMfa`, `usePasskeys`) and a view with plain props (`SecondFactorsView`).
export { SecondFactorsView } from '../user-security/SecondFactorsView';
export type { SecondFactorsViewProps } from '../user-security/SecondFactorsView';
export { useMfa } from '../user-security/useMfa';
export type { MfaData, MfaPanelState } from '../user-security/useMfa';
export { usePasskeys } from '../user-security/usePasskeys';
export type { PasskeysData } from '../user-security/usePasskeys';
export { useConfirmTotp, useRegenerateRecoveryCodes, useRemoveTotp, useStartTotp } from '../user-security/mfaApi';
export { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../user-security/passkeyApi';
export type { AccountAction } from '../lib/accountAction';
