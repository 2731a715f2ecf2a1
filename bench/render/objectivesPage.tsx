// The page of bench/render-objectives.mjs: the objectives table of @okr/goals (its built entry)
// inside OkrProvider, with 1,000 objectives, bundled for production with React's profiling build.
import { Profiler, useEffect, useState } from 'react';
import type { ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Theme } from '@radix-ui/themes';
import { OkrProvider } from '@okr/core';
import { ObjectivesTable } from '@okr/goals/objectives-list';
import type { Objective } from '@okr/contract';

const statuses = ['Active', 'Completed', 'Cancelled', 'On Hold'] as const;
const owners = new Map([
  ['u1', 'Ada Admin'],
  ['u2', 'Eddie Editor'],
  ['u3', 'Vera Viewer'],
]);

function objectives(count: number): Objective[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `objective-${i}`,
    organizationId: 'org',
    version: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    title: `Objective ${i}: grow the business in region ${i % 17}`,
    description: null,
    type: i % 3 ? 'Tactical' : 'Strategic',
    impactCategory: 'Growth',
    operationalArea: 'Sales',
    strategicAxis: 'Retention',
    status: statuses[i % 4] ?? 'Active',
    ownerId: `u${(i % 3) + 1}`,
    parentObjectiveId: null,
    periodId: null,
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    progress: (i * 7) % 101,
    keyResultCount: (i % 4) + 1,
  }));
}

// The bench drives the list from outside React (a check-in arriving), as the query cache would.
const handle: { setList: ((next: Objective[]) => void) | null } = { setList: null };
const commits: { phase: string; duration: number }[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => commits.push({ phase, duration: actualDuration });

function Bench({ initial }: { initial: Objective[] }) {
  const [list, set] = useState(initial);
  useEffect(() => {
    handle.setList = set;
  }, []);
  return (
    <Profiler id="objectives" onRender={onRender}>
      <ObjectivesTable objectives={list} ownerNames={owners} onOpen={noop} hrefOf={hrefOf} />
    </Profiler>
  );
}
const noop = () => undefined;
const hrefOf = (o: Objective) => `/app/objectives/${o.id}`;

let root: Root | null = null;
let current: Objective[] = [];

declare global {
  interface Window {
    bench: { render(count: number): number; unmount(): void; checkIn(index: number): { mutatedRows: string[]; updateDuration: number; mountDuration: number } };
  }
}

window.bench = {
  /** Mounts the table with `count` objectives; answers the milliseconds to a laid-out DOM. */
  render(count) {
    const container = document.getElementById('root')!;
    current = objectives(count);
    commits.length = 0;
    const start = performance.now();
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        <OkrProvider apiBaseUrl="/api" initialSession={{}}>
          <Theme>
            <Bench initial={current} />
          </Theme>
        </OkrProvider>,
      ),
    );
    void container.offsetHeight; // layout included
    return performance.now() - start;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  /** A check-in changes one objective (a new object, as the query cache gives after a refetch). */
  checkIn(index) {
    const mountDuration = commits.find((c) => c.phase === 'mount')?.duration ?? NaN;
    commits.length = 0;
    const mutated = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        mutated.add(node?.closest('tr')?.getAttribute('data-objective-id') ?? 'outside a row');
      }
    });
    observer.observe(document.getElementById('root')!, { subtree: true, childList: true, characterData: true, attributes: true });
    current = current.map((o, i) => (i === index ? { ...o, progress: Math.min(100, o.progress + 5), version: o.version + 1 } : o));
    flushSync(() => handle.setList?.(current));
    const records = observer.takeRecords();
    observer.disconnect();
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      mutated.add(node?.closest('tr')?.getAttribute('data-objective-id') ?? 'outside a row');
    }
    return { mutatedRows: [...mutated], updateDuration: commits.find((c) => c.phase === 'update')?.duration ?? NaN, mountDuration };
  },
};
