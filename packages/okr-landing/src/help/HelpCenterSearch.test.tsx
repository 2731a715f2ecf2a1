import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@okr/core';
import { landingCatalogs } from '../lib/landingCatalogs';
import { HelpCenterSearch } from './HelpCenterSearch';
import { helpTopics } from './helpTopics';

const strings = { label: 'Search the help center', placeholder: 'Search', results: '{count} answers match', none: 'No answer matches "{query}".' };

describe('HelpCenterSearch', () => {
  it('narrows the questions as you type, ignoring accents, and says when nothing matches', async () => {
    const topics = helpTopics(createTranslator(landingCatalogs, { locale: 'es' }));
    const user = userEvent.setup();
    render(<HelpCenterSearch topics={topics} strings={strings} />);
    expect(screen.getAllByRole('term')).toHaveLength(12);

    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'creditos');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ answers match$/);
    for (const term of screen.getAllByRole('term')) expect(term.closest('div')?.textContent).toMatch(/crédito/i);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No answer matches "zzz".');
    expect(screen.queryAllByRole('term')).toHaveLength(0);
  });
});
