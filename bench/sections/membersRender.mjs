import { measureMembersRender, renderFailures, renderSection } from '../render-members.mjs';

/** MembersList with 10,000 members in Chromium (budget 100 ms, virtualized). */
export const membersRenderSection = {
  id: 'render-members',
  title: 'MembersList render',
  async run() {
    const result = await measureMembersRender();
    return { lines: renderSection(result), failures: renderFailures(result) };
  },
};
