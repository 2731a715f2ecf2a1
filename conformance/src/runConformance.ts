import { ErrorBody } from '@okr/contract/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConformanceCase, Expectation, Step } from './ConformanceCase';
import type { Harness, WireResponse } from './Harness';

export type RunnerName = 'server' | 'mocks';

function isClockStep<W>(step: Step<W>): step is Extract<Step<W>, { advanceSeconds: number }> {
  return 'advanceSeconds' in step;
}

function checkAnswer<W>(answer: WireResponse, expected: Expectation<W>, world: W, where: string): void {
  const shown = `${where}: ${JSON.stringify(answer.body)}`;
  expect(answer.status, shown).toBe(expected.status);
  if (answer.status >= 400) {
    // Every error of every implementation has the contract's shape, whatever the case asks.
    const error = ErrorBody.parse(answer.body);
    if (expected.code) expect(error.code, shown).toBe(expected.code);
    if (expected.message !== undefined) expect(error.message, shown).toBe(expected.message);
  }
  if (expected.schema) expected.schema.parse(answer.body);
  expected.check?.(answer.body as never, world, answer.headers);
}

/** Moves `Date` only: timers, promises and the database driver keep running on real time. */
function advanceClock(seconds: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}

/**
 * Runs the whole table against one implementation: one vitest test per case, steps in order,
 * each answer checked against its expectation.
 */
export function runConformance(runner: RunnerName, cases: ConformanceCase[], harness: () => Harness): void {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe(`conformance (${runner})`, () => {
    for (const testCase of cases) {
      if (testCase.only && testCase.only.runner !== runner) continue;
      it(testCase.name, async () => {
        const world = await testCase.setup(harness());
        const answers: WireResponse[] = [];
        for (const [index, step] of testCase.steps.entries()) {
          if (isClockStep(step)) {
            advanceClock(step.advanceSeconds);
            continue;
          }
          const request = step.send(world, answers);
          const answer = await harness().send(request);
          answers.push(answer);
          checkAnswer(answer, step.expect, world, `step ${index + 1} (${request.method} ${request.path})`);
        }
      });
    }
  });
}
