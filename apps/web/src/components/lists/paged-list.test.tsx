import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { PagedList } from './paged-list';
import { Pager, usePaging, type PagerProps } from './pager';

/** A list of `total` numbered rows served page by page by a fake query function. */
function NumberList({
  total,
  load,
}: {
  total: number;
  load: (page: number, size: number) => Promise<number[]>;
}) {
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['numbers', paging.page, paging.size],
    queryFn: () => load(paging.page, paging.size),
    retry: false,
  });
  return (
    <PagedList
      title="Numbers"
      back={{ to: '/home', label: 'Home' }}
      query={query}
      loadFailed="The numbers could not be loaded."
      isEmpty={(data) => data.length === 0}
      empty={<p>No numbers yet.</p>}
      pager={() => ({ paging, total })}
    >
      {(data) => (
        <ul aria-label="Numbers">
          {data.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const pageOf = (total: number) => async (page: number, size: number) =>
  Array.from(
    { length: Math.max(0, Math.min(size, total - page * size)) },
    (_, index) => page * size + index + 1,
  );

/** The pager alone, with its paging state. */
function PagerOnly(props: Omit<PagerProps, 'paging'>) {
  const paging = usePaging();
  return (
    <>
      <Pager paging={paging} {...props} />
      <output>{`page ${paging.page} size ${paging.size}`}</output>
    </>
  );
}

describe('PagedList', () => {
  it('shows the heading, the way back, the list and the pager; pages and sizes by keyboard', async () => {
    const load = vi.fn(pageOf(31));
    const user = userEvent.setup();
    renderWithProviders(<NumberList total={31} load={load} />);

    expect(screen.getByRole('heading', { name: 'Numbers', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    const list = await screen.findByRole('list', { name: 'Numbers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('1–10 of 31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('11–20 of 31')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(1, 10);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('1–25 of 31')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(0, 25);
  });

  it('shows the empty state instead of an empty list', async () => {
    renderWithProviders(<NumberList total={0} load={pageOf(0)} />);
    expect(await screen.findByText('No numbers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows a failure with "Try again", which loads again', async () => {
    const load = vi.fn(pageOf(3)).mockRejectedValueOnce(new Error('boom'));
    const user = userEvent.setup();
    renderWithProviders(<NumberList total={3} load={load} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The numbers could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Numbers' })).toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('goes previous / next around "Page 2", next only while there is a next page', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<PagerOnly hasNext />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('page 1 size 10');
    rerender(<PagerOnly hasNext={false} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(screen.getByRole('status')).toHaveTextContent('page 0 size 50');
  });

  it('speaks the learner’s language and takes the list’s own word for the size', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(<PagerOnly total={31} sizeLabel="Câu hỏi mỗi trang" />);
    expect(screen.getByText('1–10 / 31')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Câu hỏi mỗi trang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
  });
});
