import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

// The kind of global CSS partner portals ship: a Tailwind-like preflight plus element rules, in the
// layer `portal` that Storybook's layers.css declares below ours, as docs/embedding.md ("Cascade
// layer") asks of partners: an unlayered global beats every layered rule, ours included.
// Installed only while the story is shown, so other stories never see it.
const hostileCss = `@layer portal {
*, ::before, ::after { box-sizing: border-box; border: 0 solid #e5e7eb; margin: 0; padding: 0; }
h1, h2, h3 { font-size: inherit; font-weight: inherit; }
button, input { font: inherit; color: inherit; background: transparent; }
svg { display: block; }
h1 { text-transform: uppercase; color: green; letter-spacing: 0.2em; }
p { margin: 2em 0; color: #7a3e00; }
label { color: crimson; font-style: italic; }
* { line-height: 2.5; }
}`;

/** A partner's page around our panel: its own heading, paragraph and label, restyled by its CSS. */
export function HostilePage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.hostile = 'partner';
    style.textContent = hostileCss;
    document.head.append(style);
    return () => style.remove();
  }, []);
  return (
    <div>
      <h1>Partner Portal</h1>
      <p>The portal&apos;s own paragraph, restyled by its own CSS.</p>
      <label htmlFor="partner-search">The portal&apos;s own label</label>
      <input id="partner-search" placeholder="Search the portal" />
      {children}
    </div>
  );
}
