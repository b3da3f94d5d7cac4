import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ListSearchForm, ListSelect, ListToolbar } from './list-toolbar';

describe('ListSearchForm', () => {
  it('starts from the current search and sends the trimmed words with Enter or the button', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ListSearchForm
        query="hoa"
        label="Search by e-mail"
        placeholder="name@example.com"
        button="Search"
        maxLength={32}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByRole('search')).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Search by e-mail' });
    expect(field).toHaveValue('hoa');
    expect(field).toHaveAttribute('placeholder', 'name@example.com');
    expect(field).toHaveAttribute('maxlength', '32');

    await user.clear(field);
    await user.type(field, '  minh  {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('minh');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});

describe('ListSelect', () => {
  it('lists "any" first when it is a filter, and tells the chosen value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ListToolbar>
        <ListSelect
          label="Status"
          value=""
          anyLabel="Any status"
          values={['PAID', 'REFUNDED'] as const}
          labelOf={(value) => (value === 'PAID' ? 'Paid' : 'Refunded')}
          onChange={onChange}
          flex="0 1 160px"
        />
      </ListToolbar>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(
      [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['', 'Any status'],
      ['PAID', 'Paid'],
      ['REFUNDED', 'Refunded'],
    ]);
    await user.selectOptions(select, 'Refunded');
    expect(onChange).toHaveBeenLastCalledWith('REFUNDED');
  });

  it('has no "any" option as an order', () => {
    renderWithProviders(
      <ListSelect
        label="Order"
        value="name,asc"
        values={['id,asc', 'name,asc'] as const}
        labelOf={(value) => (value === 'id,asc' ? 'Number' : 'Name')}
        onChange={() => undefined}
        flex="0 1 180px"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(select).toHaveValue('name,asc');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Number',
      'Name',
    ]);
  });
});
