import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import type { MfaData } from './useMfa';
import type { PasskeysData } from './usePasskeys';

export interface SecondFactorsViewProps {
  mfa: MfaData;
  passkeys: PasskeysData;
}

/** The second factors over plain data (`useMfa`, `usePasskeys` or a partner's own): app, passkeys, recovery codes. */
export function SecondFactorsView({ mfa, passkeys }: SecondFactorsViewProps) {
  if (mfa.state === 'signed-out') return null;
  return (
    <>
      {mfa.recoveryCodes ? <RecoveryCodesNotice codes={mfa.recoveryCodes} onDone={mfa.dismissRecoveryCodes} /> : null}
      <AuthenticatorAppSection mfa={mfa} />
      <PasskeysSection passkeys={passkeys} />
      <RecoveryCodesSection mfa={mfa} />
    </>
  );
}
