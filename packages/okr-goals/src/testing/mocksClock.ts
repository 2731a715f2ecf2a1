import { SEED_TIME } from '@okr/mocks';

/**
 * Moves the page's clock to the mocks' seed time (`SEED_TIME`, 2025-01-06 09:00 UTC), ticking on
 * from there. The demo quarter's dates are relative to that clock, so "overdue", "behind the
 * time-elapsed line" and "3 days ago" read the same on any day a story or test runs. Use it as a
 * story's `beforeEach` (it returns the cleanup) or in a test's `beforeEach`/`afterEach`.
 */
export function setMocksClock(at: string = SEED_TIME): () => void {
  const RealDate = globalThis.Date;
  const offset = Date.parse(at) - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      args.length === 0 ? Reflect.construct(target, [now()], newTarget) : Reflect.construct(target, args, newTarget),
    // `Date()` called as a function answers the current time as a string.
    apply: (target) => new target(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
  return () => {
    globalThis.Date = RealDate;
  };
}
