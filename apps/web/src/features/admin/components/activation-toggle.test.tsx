import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { adminAuditKey } from '../api/admin-audit-api';
import { ActivationToggle, type ActivationAction } from './activation-toggle';

const listKey = ['admin', 'things'] as const;

/** The toggle beside two queries it should load again: the thing's list and the audit log. */
function ToggleWithQueries(props: {
  isActive: boolean;
  apply: (action: ActivationAction) => Promise<unknown>;
  loadList: () => Promise<string>;
  loadAudit: () => Promise<string>;
}) {
  useQuery({ queryKey: listKey, queryFn: props.loadList });
  useQuery({ queryKey: adminAuditKey, queryFn: props.loadAudit });
  return (
    <ActivationToggle
      isActive={props.isActive}
      apply={props.apply}
      listKey={listKey}
      text={(action) => (action === 'activate' ? 'Activate' : 'Deactivate')}
      label={(action) => `${action} thing 7`}
    />
  );
}

describe('ActivationToggle', () => {
  it('offers to deactivate an active thing (red, outlined), sends it, then loads the list and the audit log again', async () => {
    const apply = vi.fn(async () => ({}));
    const loadList = vi.fn(async () => 'list');
    const loadAudit = vi.fn(async () => 'audit');
    const user = userEvent.setup();
    renderWithProviders(
      <ToggleWithQueries isActive apply={apply} loadList={loadList} loadAudit={loadAudit} />,
    );

    const button = screen.getByRole('button', { name: 'deactivate thing 7' });
    expect(button).toHaveTextContent('Deactivate');
    expect(button).toHaveAttribute('data-variant', 'outline');
    await vi.waitFor(() => expect(loadList).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(loadAudit).toHaveBeenCalledTimes(1));

    button.focus();
    await user.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledWith('deactivate');
    await vi.waitFor(() => expect(loadList).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(loadAudit).toHaveBeenCalledTimes(2));
  });

  it('offers to activate an inactive thing and shows it is loading while the change is sent', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const apply = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(
      <ToggleWithQueries
        isActive={false}
        apply={apply}
        loadList={async () => 'list'}
        loadAudit={async () => 'audit'}
      />,
    );

    const button = screen.getByRole('button', { name: 'activate thing 7' });
    expect(button).toHaveTextContent('Activate');
    expect(button).toHaveAttribute('data-variant', 'light');
    await user.click(button);
    expect(apply).toHaveBeenCalledWith('activate');
    await vi.waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    finish({});
    await vi.waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });
});
