import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OkrProvider } from '@okr/core';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Hello, {name}</h1>;
}

describe('lazyPage', () => {
  it('announces loading until the page arrives, then renders it with its props', async () => {
    let arrive: (page: typeof Greeting) => void = () => {};
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <OkrProvider apiBaseUrl="/api">
        <Page name="Ada" />
      </OkrProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => arrive(Greeting));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
