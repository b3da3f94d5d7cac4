import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QueryStates } from './query-states';

function Numbers({ load }: { load: () => Promise<number[]> }) {
  const query = useQuery({ queryKey: ['numbers'], queryFn: load, retry: false });
  return (
    <QueryStates
      query={query}
      errorMessage="The numbers could not be loaded."
      loading={<p>Loading numbers</p>}
      empty={<p>No numbers yet</p>}
      isEmpty={(numbers) => numbers.length === 0}
    >
      {(numbers) => <p>{numbers.join(', ')}</p>}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the loading state, then the content', async () => {
    renderWithProviders(<Numbers load={async () => [1, 2, 3]} />);
    expect(screen.getByText('Loading numbers')).toBeInTheDocument();
    expect(await screen.findByText('1, 2, 3')).toBeInTheDocument();
  });

  it('shows the empty state when the data holds nothing', async () => {
    renderWithProviders(<Numbers load={async () => []} />);
    expect(await screen.findByText('No numbers yet')).toBeInTheDocument();
  });

  it('shows the failure, and "Try again" loads again', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return [4];
    };
    renderWithProviders(<Numbers load={load} />);
    expect(await screen.findByText('The numbers could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4')).toBeInTheDocument();
  });

  it('says why from the failure itself, and offers "Try again" only where it can help', async () => {
    const load = async (): Promise<number[]> => {
      throw new Error('No such list');
    };
    function Missing() {
      const query = useQuery({ queryKey: ['missing'], queryFn: load, retry: false });
      return (
        <QueryStates
          query={query}
          errorMessage={(error) => `Not loaded: ${error.message}`}
          canRetry={(error) => error.message !== 'No such list'}
          loading={<p>Loading numbers</p>}
        >
          {(numbers) => <p>{numbers.join(', ')}</p>}
        </QueryStates>
      );
    }
    renderWithProviders(<Missing />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not loaded: No such list');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('draws data already in the cache at once, without the loading state', () => {
    const client = new QueryClient();
    client.setQueryData(['numbers'], [7, 8]);
    render(
      <QueryClientProvider client={client}>
        <Numbers load={async () => [7, 8]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('7, 8')).toBeInTheDocument();
    expect(screen.queryByText('Loading numbers')).not.toBeInTheDocument();
  });
});
