import { packageConfig } from '../../tsup.shared';

export default packageConfig({
  index: 'src/index.ts',
  'ai-page': 'src/ai-page.ts',
  'ask-panel': 'src/ask-panel.ts',
  'documents-panel': 'src/documents-panel.ts',
});
