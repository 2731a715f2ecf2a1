import { SecondFactorsView } from './SecondFactorsView';
import { useMfa } from './useMfa';
import { usePasskeys } from './usePasskeys';

/** The second factors over their hooks: `UserSecurity` loads this on demand (its own chunk). */
export default function SecondFactorsPanel() {
  const mfa = useMfa();
  const passkeys = usePasskeys();
  return <SecondFactorsView mfa={mfa} passkeys={passkeys} />;
}
