import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quarterlyPlanMarkdown, strategyMemoPages, travelPolicyBlocks } from './demoDocumentContent';
import { makeDocx, makePdf } from './documentBuilders';

// Writes Acme Corp's demo documents (committed binaries): `npx tsx apps/api/test/support/makeDemoDocuments.ts`.
const dir = join(import.meta.dirname, '../../src/seed/demo-documents');
writeFileSync(join(dir, 'acme-strategy-memo-2027.pdf'), makePdf(strategyMemoPages));
writeFileSync(join(dir, 'acme-travel-policy.docx'), makeDocx(travelPolicyBlocks));
writeFileSync(join(dir, 'q1-2027-quarterly-plan.md'), quarterlyPlanMarkdown);
console.log(`demo documents written to ${dir}`);
