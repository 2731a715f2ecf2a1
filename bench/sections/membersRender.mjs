import { measureMembersRender, renderFailures, renderSection } from '../render-members.mjs';

/** MembersList with 10,000 members in Chromium (budget 100 ms, virtualized). */
export const membersRenderSection = {
  id: 'render-members',
  title: 'MembersList render',
  async run() {
    const result = await measureMembersRender();
    // The same page with 10 members: what the machine pays for any render, beside the 10,000.
    const baseline = await measureMembersRender(10);
    return { lines: renderSection(result, baseline), failures: renderFailures(result) };
  },
};
