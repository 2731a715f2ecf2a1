import type { AiDocument } from '@okr/contract';
import { demoIds } from '../db/demoSeed';
import type { MockDb } from '../db/MockDb';

/** A document of the mocks, with the passages the mock assistant answers from. */
export interface MockAiDocument extends AiDocument {
  passages: { heading: string | null; page: number | null; text: string }[];
  /** Reads of the document left before a pending extraction finishes (the server works in the background). */
  readsUntilReady: number;
  /** Where a pending extraction ends: ready, or failed with this reason. */
  outcome: { status: 'ready' } | { status: 'failed'; error: string };
}

export interface AiState {
  documents: MockAiDocument[];
  /** Credits used this month, per organization. */
  used: Map<string, number>;
}

const states = new WeakMap<MockDb, AiState>();

/** The assistant's part of a mock db (kept beside it, so no other resource's model changes). */
export function aiStateOf(db: MockDb): AiState {
  let state = states.get(db);
  if (!state) {
    state = { documents: seedDocuments(db), used: new Map() };
    states.set(db, state);
  }
  return state;
}

function demoDocument(db: MockDb, id: string, title: string, kind: AiDocument['kind'], passages: MockAiDocument['passages'], pageCount: number | null): MockAiDocument {
  const at = db.now();
  return {
    id,
    organizationId: demoIds.organizations.acme,
    title,
    status: 'ready',
    error: null,
    kind,
    mimeType: kind === 'pdf' ? 'application/pdf' : kind === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : 'text/markdown; charset=utf-8',
    sizeBytes: 4000,
    sha256: id.padEnd(64, '0'),
    pageCount,
    chunkCount: passages.length,
    createdBy: demoIds.users.admin,
    createdAt: at,
    updatedAt: at,
    passages,
    readsUntilReady: 0,
    outcome: { status: 'ready' },
  };
}

/** Acme Corp's demo documents, as the API seeds them (a few passages each). */
function seedDocuments(db: MockDb): MockAiDocument[] {
  if (!db.organizations.get(demoIds.organizations.acme)) return [];
  return [
    demoDocument(db, 'doc-strategy', 'Acme Corp Strategy Memo 2027', 'pdf', [
      { heading: 'Where we stand', page: 1, text: 'Revenue reached 48 million euros in 2026, a growth of 12 percent over 2025.' },
      { heading: 'Priority 1: Expand in Latin America', page: 2, text: 'We will open a sales and support office in Mexico City in the second quarter of 2027.' },
      { heading: 'Priority 2: Launch the Acme Cloud platform', page: 2, text: 'The goal is 300 paying customers by the end of 2027.' },
    ], 3),
    demoDocument(db, 'doc-travel', 'Acme Corp Travel Policy', 'docx', [
      { heading: 'Acme Corp Travel Policy › Flights', page: null, text: 'Book all flights through the company travel portal at least 14 days before departure. Fly economy class on flights under 6 hours. Business class is only allowed on flights longer than 10 hours and needs the approval of a vice president.' },
      { heading: 'Acme Corp Travel Policy › Hotels', page: null, text: 'The nightly hotel limit is 150 euros in most European cities and 220 euros in London, Paris, New York and Tokyo.' },
    ], null),
    demoDocument(db, 'doc-plan', 'Q1 2027 Quarterly Plan', 'md', [
      { heading: 'Q1 2027 Quarterly Plan › Budget', page: null, text: "The quarter's operating budget is 11.5 million euros." },
    ], null),
  ];
}

export function creditsUsed(state: AiState, organizationId: string): number {
  return state.used.get(organizationId) ?? 0;
}
