import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OkrProvider } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { RolePermissionsMatrix } from './role-permissions/RolePermissionsMatrix';

/**
 * How a partner embeds the permission matrix in its own portal with its own accent colour: one
 * `OkrProvider` with a `theme` (Radix Theme props), the panel from its own entry point, and the
 * stylesheets imported once. Portalled tooltips, selects and dialogs carry the same theme.
 *
 * ```tsx
 * // layers.css: `@layer okr.reset, okr.radix;` then
 * // `@import '@radix-ui/themes/styles.css' layer(okr.radix);` (docs/embedding.md, "Cascade layer")
 * import './layers.css';
 * import '@okr/core/styles.css';
 * import { OkrProvider } from '@okr/core';
 * import { RolePermissionsMatrix } from '@okr/settings/role-permissions-matrix';
 *
 * export function AccessPage({ getToken }: { getToken: () => Promise<string> }) {
 *   return (
 *     <OkrProvider
 *       apiBaseUrl="https://okr.example.com/api"
 *       getAccessToken={getToken}
 *       theme={{ accentColor: 'plum', radius: 'large' }}
 *     >
 *       <RolePermissionsMatrix onPermissionChanged={(change) => audit(change)} />
 *     </OkrProvider>
 *   );
 * }
 * ```
 */
function PartnerPortal() {
  return (
    <div style={{ fontFamily: 'Georgia, serif', background: '#fbf7f4', padding: 24, borderRadius: 8 }}>
      <h1 style={{ margin: '0 0 4px', color: '#7a1f2b' }}>Northwind Partner Portal</h1>
      <p style={{ margin: '0 0 20px', color: '#5b4b49' }}>Access control, powered by OKR.</p>
      <OkrProvider
        apiBaseUrl="/api"
        persistence="memory"
        storageKey="northwind-okr"
        initialSession={sessionFixtures.admin}
        theme={{ accentColor: 'plum', radius: 'large' }}
      >
        <RolePermissionsMatrix />
      </OkrProvider>
    </div>
  );
}

const meta = {
  title: 'Embedding/Partner accent colour',
  component: PartnerPortal,
  parameters: {
    docs: {
      description: {
        component: 'A partner embeds `RolePermissionsMatrix` with its own `OkrProvider` and `theme={{ accentColor: "plum" }}`.',
      },
    },
  },
} satisfies Meta<typeof PartnerPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switches, buttons and focus rings take the partner's plum, not our default indigo (plum keeps white text readable). */
export const PlumAccent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Read objectives for Editor' });
    await expect(toggle.closest('[data-accent-color]')).toHaveAttribute('data-accent-color', 'plum');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};
