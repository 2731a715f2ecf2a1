import { SettingsPage, settingsTabs } from '@okr/settings/settings-page';
import type { SettingsTab } from '@okr/settings/settings-page';
import { useSearchParams } from 'react-router';

const isTab = (value: string | null): value is SettingsTab => settingsTabs.some((tab) => tab === value);

/** `/app/settings`: the open tab lives in the address (`?tab=billing`), so a link or a reload lands on it. */
export function SettingsRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = isTab(asked) ? asked : 'general';
  return (
    <SettingsPage
      tab={tab}
      onTabChange={(next) => setParams(next === 'general' ? {} : { tab: next }, { replace: true })}
    />
  );
}
