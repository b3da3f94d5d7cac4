import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClassLedgerEntry } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, classId, klass, page, serve, type Handler } from '../test/fake-server';
import { SettingsTab } from './settings-tab';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const first = { timeout: 30_000 };
const classUrl = `/api/classes/${classId}`;
const creditsUrl = `/api/classes/${classId}/credits`;

/** The class's ledger and the teacher's wallet, then whatever the test answers. */
const withCredits =
  (ledger: ClassLedgerEntry[], then: Handler = () => undefined): Handler =>
  (url, init) => {
    if (url.startsWith(`${creditsUrl}?`)) return page(ledger);
    if (url === '/api/classes/wallet') return envelopeResponse(200, '', { aiScoring: 1000, mockScore: 40 });
    return then(url, init);
  };

describe('SettingsTab', () => {
  it('renames the class and says it is saved', async () => {
    const server = serve(
      withCredits([], (url, init) =>
        url === classUrl && init?.method === 'PATCH'
          ? envelopeResponse(200, '', klass({ name: '12A1 Chuyên Anh' }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab klass={klass()} />);
    const settings = await screen.findByRole('region', { name: 'Class settings' }, first);
    const name = within(settings).getByRole('textbox', { name: /Class name/ });
    expect(name).toHaveValue('12A1');
    await user.clear(name);
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByText('Give the class a name.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Give the class a name.');
    expect(callsTo(server, classUrl, 'PATCH')).toHaveLength(0);
    await user.type(name, '  12A1 Chuyên Anh ');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByRole('status')).toHaveTextContent('Saved.');
    const [patch] = callsTo(server, classUrl, 'PATCH');
    expect(jsonBodyOf(patch?.[1])).toEqual({ name: '12A1 Chuyên Anh', targetDate: null });
  }, 60_000);

  it('archives the class only once the teacher confirms', async () => {
    const server = serve(
      withCredits([], (url, init) =>
        url === classUrl && init?.method === 'PATCH'
          ? envelopeResponse(200, '', klass({ archived: true }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab klass={klass()} />);
    const settings = await screen.findByRole('region', { name: 'Class settings' }, first);
    await user.click(within(settings).getByRole('button', { name: 'Archive the class' }));
    let dialog = await screen.findByRole('dialog', { name: 'Archive 12A1?' });
    expect(
      within(dialog).getByText(/takes no new learners or work. You can bring it back later./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server, classUrl, 'PATCH')).toHaveLength(0);

    await user.click(within(settings).getByRole('button', { name: 'Archive the class' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive 12A1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive the class' }));
    await waitFor(() => expect(callsTo(server, classUrl, 'PATCH')).toHaveLength(1));
    const [patch] = callsTo(server, classUrl, 'PATCH');
    expect(jsonBodyOf(patch?.[1])).toEqual({ archived: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('brings an archived class back without asking', async () => {
    const server = serve(
      withCredits([], (url, init) =>
        url === classUrl && init?.method === 'PATCH' ? envelopeResponse(200, '', klass()) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab klass={klass({ archived: true })} />);
    await user.click(await screen.findByRole('button', { name: 'Bring the class back' }, first));
    await waitFor(() => expect(callsTo(server, classUrl, 'PATCH')).toHaveLength(1));
    expect(jsonBodyOf(callsTo(server, classUrl, 'PATCH')[0]?.[1])).toEqual({ archived: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('lists the class’s credit movements, saying in words why each happened', async () => {
    serve(
      withCredits([
        {
          resource: 'ai_scoring',
          amount: 300,
          source: 'teacher_wallet',
          createdDate: '2026-10-03T08:00:00.000Z',
        },
        { resource: 'mock_score', amount: 5, source: 'admin_grant', createdDate: '2026-10-02T08:00:00.000Z' },
        { resource: 'ai_scoring', amount: -1, source: 'assignment', createdDate: '2026-10-01T08:00:00.000Z' },
      ]),
    );
    renderWithProviders(<SettingsTab klass={klass()} />);
    const ledger = await screen.findByRole('table', { name: 'Class credits' }, first);
    expect(within(ledger).getByRole('columnheader', { name: 'Why' })).toBeInTheDocument();
    const [, moved, granted, spent] = within(ledger).getAllByRole('row');
    expect(within(moved!).getByText('Moved from your class plans')).toBeInTheDocument();
    expect(within(moved!).getByText('+300')).toBeInTheDocument();
    expect(within(moved!).getByText('AI scoring')).toBeInTheDocument();
    expect(within(granted!).getByText('Granted by an admin')).toBeInTheDocument();
    expect(within(granted!).getByText('+5')).toBeInTheDocument();
    expect(within(granted!).getByText('Scored mock')).toBeInTheDocument();
    expect(within(spent!).getByText('AI scoring of class work')).toBeInTheDocument();
    expect(within(spent!).getByText('-1')).toBeInTheDocument();
    expect(screen.getByText('Credits: 10 AI scorings, 2 scored mocks')).toBeInTheDocument();
    expect(screen.queryByText('No credit movement yet.')).not.toBeInTheDocument();
  }, 60_000);

  it('says when the ledger is empty', async () => {
    serve(withCredits([]));
    renderWithProviders(<SettingsTab klass={klass()} />);
    expect(await screen.findByText('No credit movement yet.', {}, first)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Class credits' })).not.toBeInTheDocument();
  }, 60_000);

  it('moves credits from the wallet, and shows what the server says when the wallet is too low', async () => {
    const refusal =
      'Your class wallet does not hold that many credits. Buy a class plan in the shop or move fewer.';
    let refuse = true;
    const server = serve(
      withCredits([], (url, init) => {
        if (url !== creditsUrl || init?.method !== 'POST') return undefined;
        return refuse
          ? envelopeResponse(409, refusal, { code: 'error.walletTooLow' })
          : envelopeResponse(200, '', klass({ credits: { aiScoring: 310, mockScore: 4 } }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab klass={klass()} />);
    const wallet = await screen.findByRole('region', { name: 'From your class wallet' }, first);
    expect(
      within(wallet).getByText('Your class wallet: 1000 AI scorings, 40 scored mocks.'),
    ).toBeInTheDocument();
    const move = within(wallet).getByRole('button', { name: 'Move to this class' });
    expect(move).toBeDisabled();
    await user.type(within(wallet).getByRole('textbox', { name: 'AI scoring' }), '300');
    await user.type(within(wallet).getByRole('textbox', { name: 'Scored mock' }), '2');
    await user.click(move);
    expect(await within(wallet).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(wallet).queryByText('Moved to this class.')).not.toBeInTheDocument();
    expect(jsonBodyOf(callsTo(server, creditsUrl, 'POST')[0]?.[1])).toEqual({ aiScoring: 300, mockScore: 2 });

    refuse = false;
    await user.click(move);
    expect(await within(wallet).findByText('Moved to this class.')).toBeInTheDocument();
    expect(within(wallet).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(server, creditsUrl, 'POST')).toHaveLength(2);
    expect(jsonBodyOf(callsTo(server, creditsUrl, 'POST')[1]?.[1])).toEqual({ aiScoring: 300, mockScore: 2 });
  }, 60_000);

  it('shows a co-teacher without the manage right the ledger, but neither the settings nor the wallet', async () => {
    const server = serve(withCredits([]));
    renderWithProviders(
      <SettingsTab
        klass={klass({ isOwner: false, ownerName: 'Thầy Minh', rights: ['grade'], joinCode: null })}
      />,
    );
    expect(
      await screen.findByText("Only the class's owner, Thầy Minh, changes these settings.", {}, first),
    ).toBeInTheDocument();
    expect(await screen.findByText('No credit movement yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Class settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive the class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From your class wallet' })).not.toBeInTheDocument();
    expect(callsTo(server, '/api/classes/wallet')).toHaveLength(0);
  }, 60_000);
});
