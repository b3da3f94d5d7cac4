import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useAddressSearch } from './use-address-search';

const sorts = ['id,asc', 'name,asc'] as const;

/** The hook's reading of the address and paging, with buttons that change them. */
function Probe() {
  const { value, choice, update, paging } = useAddressSearch(25);
  const location = useLocation();
  return (
    <>
      <output aria-label="state">
        {`q=${value('q')} sort=${choice('sort', sorts, 'id,asc')} page=${paging.page} size=${paging.size}`}
      </output>
      <output aria-label="address">{location.search}</output>
      <button type="button" onClick={() => paging.setPage(3)}>
        Page 4
      </button>
      <button type="button" onClick={() => update('q', 'hoa')}>
        Search hoa
      </button>
      <button type="button" onClick={() => update('q', '')}>
        Clear search
      </button>
    </>
  );
}

describe('useAddressSearch', () => {
  it('reads the address, with an unknown order read as the default', () => {
    renderWithProviders(<Probe />, '/list?tab=orders&q=minh&sort=cost,desc');
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(
      'q=minh sort=id,asc page=0 size=25',
    );
  });

  it('sets and removes a parameter, keeping the others, and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, '/list?tab=orders&sort=name,asc');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(
      'q= sort=name,asc page=3 size=25',
    );

    await user.click(screen.getByRole('button', { name: 'Search hoa' }));
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(
      'q=hoa sort=name,asc page=0 size=25',
    );
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?tab=orders&sort=name%2Casc&q=hoa',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=orders&sort=name%2Casc');
  });
});
