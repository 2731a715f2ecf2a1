import { objectivePage, settingsPage } from '../pagePaths';
import { weekItemHref } from './weekItems';

/** An objective, key result or initiative, as its page opens it. */
export type CommentedItem = { objectiveId: string } | { objectiveId: string; keyResultId: string } | { initiativeId: string };

/**
 * Where an item opens in the host app, in its organization (`?org=`): what an `assigned` or
 * `check_in_reminder` notification links to, and a comment's link without its anchor.
 */
export function itemHref(organizationId: string, item: CommentedItem): string {
  if ('initiativeId' in item || 'keyResultId' in item) return weekItemHref(organizationId, item);
  return `${objectivePage.href(item.objectiveId)}?org=${encodeURIComponent(organizationId)}`;
}

/** Where an `invitation_accepted` notification opens: the organization's members in Settings. */
export function membersHref(organizationId: string): string {
  return `${settingsPage.href('organization')}&org=${encodeURIComponent(organizationId)}`;
}
