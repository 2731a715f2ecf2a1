import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Catalogs } from './createTranslator';
import { I18nContext } from './I18nContext';
import { catalogFor, loadCatalog } from './loadCatalog';
import { useTranslation } from './useTranslation';

type Key = 'greet';

function Greeting({ catalogs }: { catalogs: Catalogs<Key> }) {
  const t = useTranslation(catalogs);
  return <p>{t('greet')}</p>;
}

const inSpanish = (catalogs: Catalogs<Key>) => (
  <I18nContext.Provider value={{ locale: 'es', messages: {} }}>
    <Greeting catalogs={catalogs} />
  </I18nContext.Provider>
);

describe('catalogs loaded on demand', () => {
  it('show English until the Spanish strings arrive, then Spanish; the loader runs once for every reader', async () => {
    const loader = vi.fn(async () => ({ default: { greet: 'Hola' } }));
    const catalogs: Catalogs<Key> = { en: { greet: 'Hello' }, es: loader };
    render(
      <>
        {inSpanish(catalogs)}
        {inSpanish(catalogs)}
      </>,
    );
    expect(screen.getAllByText('Hello')).toHaveLength(2);
    expect(await screen.findAllByText('Hola')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('are never loaded for English', () => {
    const loader = vi.fn(async () => ({ default: { greet: 'Hola' } }));
    render(<Greeting catalogs={{ en: { greet: 'Hello' }, es: loader }} />);
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });

  it('keep English when the load fails, and try again on the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn<() => Promise<{ default: Partial<Record<Key, string>> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { greet: 'Hola' } });
    const catalogs: Catalogs<Key> = { en: { greet: 'Hello' }, es: loader };
    await loadCatalog(catalogs, 'es');
    expect(catalogFor(catalogs, 'es')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    await loadCatalog(catalogs, 'es');
    expect(catalogFor(catalogs, 'es')).toEqual({ greet: 'Hola' });
    error.mockRestore();
  });
});
