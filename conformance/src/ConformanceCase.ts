import type { ErrorCode } from '@okr/contract';
import type { Harness, WireRequest, WireResponse } from './Harness';

/** The part of a zod schema the suite uses (structural, so the cases need no zod of their own). */
export interface ParseSchema {
  parse: (data: unknown) => unknown;
}

/** What an answer must be. Error answers are always checked against the contract's error body. */
export interface Expectation<W> {
  status: number;
  code?: ErrorCode;
  /** Only where the message is part of the contract (shown as the UI's toast, or fixed by the spec). */
  message?: string;
  /** The body must parse with this `@okr/contract/schemas` schema. */
  schema?: ParseSchema;
  /**
   * Further assertions on the body (vitest `expect`), with the world of the case. The body is
   * typed `never` so each check can declare the wire type it reads; give `schema` to prove it.
   */
  check?: (body: never, world: W, headers: Record<string, string>) => void;
}

/** A request and its expected answer. Later steps see earlier answers, so they can follow up on them. */
export interface RequestStep<W> {
  send: (world: W, answers: WireResponse[]) => WireRequest;
  expect: Expectation<W>;
}

/** Moves both implementations' clocks forward (token expiry, the refresh-reuse grace window). */
export interface ClockStep {
  advanceSeconds: number;
}

export type Step<W> = RequestStep<W> | ClockStep;

/**
 * One behaviour of the API: set up a world through the harness, send the request under test,
 * then follow-up requests that check its side effects.
 */
export interface ConformanceCase<W = unknown> {
  name: string;
  setup: (harness: Harness) => Promise<W>;
  steps: Step<W>[];
  /**
   * Runs on one implementation only. Each use says why in `reason` and is listed in the final
   * report of the suite: it is a known gap, not a difference the suite accepts.
   */
  only?: { runner: 'server' | 'mocks'; reason: string };
}

/** Keeps each case's world type while the table holds them side by side. */
export function defineCase<W>(definition: ConformanceCase<W>): ConformanceCase {
  return definition as unknown as ConformanceCase;
}
