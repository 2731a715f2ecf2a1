import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { OrganizationMember } from '@okr/contract';
import { memberHandlers, sessionFixtures } from '@okr/mocks';
import { isRemovableMember } from './memberPermissions';
import type { MembersCan } from './memberPermissions';
import { MemberRow } from './MemberRow';

/** A phone in portrait. */
const phone = {
  viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
};

const owner: OrganizationMember = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@demo.okr',
  roleType: 'Admin',
  membershipType: 'Owner',
  joinedAt: '2024-03-04T10:00:00.000Z',
  isActive: true,
};

const editor: OrganizationMember = {
  id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Eddie',
  lastName: 'Editor',
  email: 'eddie@demo.okr',
  roleType: 'Editor',
  membershipType: 'Member',
  joinedAt: '2024-05-06T10:00:00.000Z',
  isActive: true,
};

const longNamed: OrganizationMember = {
  id: '00000000-0000-4000-8000-000000000003',
  firstName: 'Maximiliana Alexandrina',
  lastName: 'Featherstonehaugh-Montgomery-Worthington',
  email: 'maximiliana.alexandrina.featherstonehaugh-montgomery@subsidiary.international-holdings.example',
  roleType: 'Viewer',
  membershipType: 'Member',
  joinedAt: '2024-05-06T10:00:00.000Z',
  isActive: false,
};

/** An Admin's answers: every flag on `users`; the Owner is never removed. */
const adminCan: MembersCan = { invite: true, changeRole: () => true, remove: isRemovableMember };

const meta = {
  title: 'Settings/MemberRow',
  component: MemberRow,
  args: { member: editor, joined: 'May 6, 2024', onRemove: fn(), onEditRoles: fn(), can: adminCan },
  parameters: { session: sessionFixtures.admin, msw: { handlers: { settings: memberHandlers.default } } },
  decorators: [
    (Story) => (
      <ul aria-label="Organization users" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof MemberRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.okr-member-row');

async function expectInitials(canvasElement: HTMLElement, initials: string) {
  const badge = canvasElement.querySelector('.okr-initials');
  await expect(badge).toHaveTextContent(initials);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('aria-hidden', 'true');
}

/** `inner` lies wholly inside `outer` (nothing sticks out or is cut off sideways). */
async function expectInside(inner: Element, outer: Element) {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect(a.left).toBeGreaterThanOrEqual(b.left - 0.5);
  await expect(a.right).toBeLessThanOrEqual(b.right + 0.5);
}

/** The owner: Admin and Owner badges; roles can be edited, but removal is disabled with the reason. */
export const Owner: Story = {
  args: { member: owner, joined: 'Mar 4, 2024' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectInitials(canvasElement, 'AA');
    await expect(canvas.getByText('Ada Admin')).toBeVisible();
    await expect(canvas.getByText('Admin', { selector: '.okr-member-role' })).toBeVisible();
    await expect(canvas.getByText('Owner', { selector: '.okr-member-membership' })).toBeVisible();
    await expect(canvas.getByText('ada@demo.okr')).toBeVisible();
    await expect(canvas.getByText('Joined Mar 4, 2024')).toBeVisible();
    await expect(canvas.queryByText('Inactive')).toBeNull();
    await expect(rowOf(canvasElement)).toHaveAttribute('data-owner', 'true');

    const remove = canvas.getByRole('button', { name: 'Remove Ada Admin' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('The owner cannot be removed');
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();

    // The disabled button cannot take focus: its wrapper does, and carries the reason.
    const edit = canvas.getByRole('button', { name: 'Edit roles of Ada Admin' });
    await expect(edit).toBeEnabled();
    edit.focus();
    await userEvent.tab();
    await expect(document.activeElement).toContainElement(remove);
    await expect(document.activeElement).toHaveAccessibleDescription('The owner cannot be removed');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('The owner cannot be removed');

    await userEvent.click(edit);
    await expect(args.onEditRoles).toHaveBeenCalledWith(owner);
  },
};

/** An ordinary member: both actions enabled, each calls back with the member. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectInitials(canvasElement, 'EE');
    await expect(canvas.getByText('Eddie Editor')).toBeVisible();
    await expect(canvas.getByText('Editor', { selector: '.okr-member-role' })).toBeVisible();
    await expect(canvas.getByText('Member', { selector: '.okr-member-membership' })).toBeVisible();
    await expect(canvas.getByText('eddie@demo.okr')).toBeVisible();
    await expect(canvas.getByText('Joined May 6, 2024')).toBeVisible();
    await expect(rowOf(canvasElement)).not.toHaveAttribute('data-owner');

    const edit = canvas.getByRole('button', { name: 'Edit roles of Eddie Editor' });
    const remove = canvas.getByRole('button', { name: 'Remove Eddie Editor' });
    await expect(edit).toBeEnabled();
    await expect(remove).toBeEnabled();
    await userEvent.click(edit);
    await expect(args.onEditRoles).toHaveBeenCalledWith(editor);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith(editor);
    await expect(args.onEditRoles).toHaveBeenCalledTimes(1);
  },
};

/** A member with no role yet: the 'No role' badge. */
export const NoRole: Story = {
  args: { member: { ...editor, roleType: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No role', { selector: '.okr-member-role' })).toBeVisible();
  },
};

/** A long name and email on a phone: they wrap inside the row, the actions stay on screen. */
export const LongNameOnPhone: Story = {
  args: { member: longNamed },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement)!;
    const fullName = 'Maximiliana Alexandrina Featherstonehaugh-Montgomery-Worthington';
    await expectInitials(canvasElement, 'MF');
    await expect(canvas.getByText(fullName)).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText(longNamed.email)).toBeVisible();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expectInside(canvas.getByText(fullName), row);
    await expectInside(canvas.getByText(longNamed.email), row);
    await expectInside(canvas.getByRole('button', { name: `Edit roles of ${fullName}` }), row);
    await expectInside(canvas.getByRole('button', { name: `Remove ${fullName}` }), row);
  },
};

/** The fixed-height row of a long list: name and email are cut off with an ellipsis, never wrapped. */
export const CompactOnPhone: Story = {
  args: { member: longNamed, compact: true },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: LongNameOnPhone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement)!;
    const fullName = 'Maximiliana Alexandrina Featherstonehaugh-Montgomery-Worthington';
    await expectInitials(canvasElement, 'MF');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expectInside(canvas.getByText(longNamed.email), row);
    await expectInside(canvas.getByRole('button', { name: `Remove ${fullName}` }), row);
  },
};
