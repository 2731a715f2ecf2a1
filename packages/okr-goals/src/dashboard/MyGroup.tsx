import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One kind of the caller's own items (objectives, key results, ...) under its heading. */
export function MyGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading as="h3" size="2" color="gray" mb="1">
        {title}
      </Heading>
      <ul className="okr-plain-list okr-my-list">{children}</ul>
    </section>
  );
}
