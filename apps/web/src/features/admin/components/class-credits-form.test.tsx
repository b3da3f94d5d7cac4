import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClassDetail, ClassSummary } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { adminSession, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { ClassCreditsForm } from './class-credits-form';

const first = { timeout: 30_000 };
const eveningId = '3f0b7c9e-1111-4222-8333-444455556666';
const morningId = '3f0b7c9e-1111-4222-8333-777788889999';
const unknownId = '3f0b7c9e-1111-4222-8333-000000000000';

const summary = (overrides: Partial<ClassSummary>): ClassSummary => ({
  id: eveningId,
  name: 'PTE evening group',
  examFamily: 'PTE',
  targetDate: null,
  archived: false,
  ownerName: 'Cô Lan',
  isOwner: false,
  rights: ['assign', 'grade', 'manage'],
  learnerCount: 12,
  assignmentCount: 3,
  createdDate: '2026-10-01T00:00:00.000Z',
  ...overrides,
});
const found = [summary({}), summary({ id: morningId, name: 'PTE morning group', ownerName: 'Thầy Minh' })];

/** The server: class names searched with `q`, credits granted to the two classes, 404 otherwise. */
function serve() {
  const server = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname === '/user/') return envelopeResponse(200, '', adminSession);
    if (url.pathname === '/api/classes') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return pageResponse(found.filter((klass) => klass.name.toLowerCase().includes(q)));
    }
    const grant = /^\/api\/admin\/classes\/([^/]+)\/credits$/.exec(url.pathname);
    const klass = found.find((candidate) => candidate.id === grant?.[1]);
    if (grant && klass && init?.method === 'POST') {
      const body = jsonBodyOf(init) as { aiScoring: number; mockScore: number };
      const detail: Partial<ClassDetail> = {
        ...klass,
        credits: { aiScoring: body.aiScoring, mockScore: body.mockScore },
      };
      return envelopeResponse(200, '', detail);
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', server);
  saveToken('admin-token', true);
  return server;
}

const grants = (server: ReturnType<typeof serve>) =>
  server.mock.calls.filter(([input, init]) => urlOf(input).includes('/credits') && init?.method === 'POST');
const searches = (server: ReturnType<typeof serve>) =>
  server.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/classes?'));

/** Replaces a number field's 0 with `value` (typing after the 0 would give "05"). */
async function typeNumber(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.type(field, value);
}

describe('ClassCreditsForm', () => {
  it('finds classes by name, and grants credits to the one picked', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<ClassCreditsForm />);
    const field = await screen.findByRole('textbox', { name: /Class ID/ }, first);
    await user.type(field, 'evening');
    const option = await screen.findByRole('option', {
      name: /PTE evening group · Cô Lan · PTE/,
      hidden: true,
    });
    expect(screen.queryByRole('option', { name: /morning/, hidden: true })).not.toBeInTheDocument();
    expect(new URL(urlOf(searches(server).at(-1)![0]), 'http://localhost').searchParams.get('q')).toBe(
      'evening',
    );
    await user.click(option);
    expect(await screen.findByText('Chosen: PTE evening group (Cô Lan, PTE)')).toBeInTheDocument();
    await typeNumber(user, 'AI scorings', '10');
    await typeNumber(user, 'Scored mocks', '2');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Evening plan');
    await user.click(screen.getByRole('button', { name: 'Grant to the class' }));
    expect(
      await screen.findByText('PTE evening group now has 10 AI scorings and 2 scored mocks.'),
    ).toBeInTheDocument();
    const [post] = grants(server);
    expect(urlOf(post![0])).toBe(`/api/admin/classes/${eveningId}/credits`);
    expect(jsonBodyOf(post?.[1])).toEqual({ aiScoring: 10, mockScore: 2, note: 'Evening plan' });
  }, 60_000);

  it('shows both matching classes with their owners, and says when none matches', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ClassCreditsForm />);
    const field = await screen.findByRole('textbox', { name: /Class ID/ }, first);
    await user.type(field, 'PTE');
    expect(
      await screen.findByRole('option', { name: /PTE evening group · Cô Lan/, hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: /PTE morning group · Thầy Minh/, hidden: true }),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'IELTS');
    expect(await screen.findByText('No current class has a name with “IELTS”.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
  }, 60_000);

  it('still takes the class page’s address as it is, without searching it', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<ClassCreditsForm />);
    const field = await screen.findByRole('textbox', { name: /Class ID/ }, first);
    await user.click(field);
    await user.paste(`http://localhost:5173/platform/teacher/classes/${morningId}`);
    await typeNumber(user, 'AI scorings', '5');
    await user.click(screen.getByRole('button', { name: 'Grant to the class' }));
    expect(
      await screen.findByText('PTE morning group now has 5 AI scorings and 0 scored mocks.'),
    ).toBeInTheDocument();
    expect(urlOf(grants(server)[0]![0])).toBe(`/api/admin/classes/${morningId}/credits`);
    expect(searches(server)).toHaveLength(0);
  }, 60_000);

  it('refuses what is neither a class ID nor a picked class, and says when an ID is unknown', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<ClassCreditsForm />);
    const field = await screen.findByRole('textbox', { name: /Class ID/ }, first);
    await user.type(field, 'not-a-class');
    await typeNumber(user, 'AI scorings', '5');
    await user.click(screen.getByRole('button', { name: 'Grant to the class' }));
    expect(await screen.findByText("Paste a class ID or the class page's address.")).toBeInTheDocument();
    expect(grants(server)).toHaveLength(0);

    await user.clear(field);
    await user.paste(unknownId);
    await user.click(screen.getByRole('button', { name: 'Grant to the class' }));
    await waitFor(() => expect(grants(server)).toHaveLength(1));
    const form = field.closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByText("Paste a class ID or the class page's address.")).not.toBeInTheDocument();
  }, 60_000);

  it('says in Vietnamese what is missing, keeping what was typed, and sends nothing', async () => {
    await i18n.changeLanguage('vi');
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<ClassCreditsForm />);
    const field = await screen.findByRole('textbox', { name: /Mã định danh lớp/ }, first);
    await user.type(field, 'not-a-class');
    await user.click(screen.getByRole('button', { name: 'Cấp cho lớp' }));
    expect(await screen.findByText('Hãy dán mã định danh lớp hoặc địa chỉ trang lớp.')).toBeInTheDocument();

    await user.clear(field);
    await user.paste(eveningId);
    await user.click(screen.getByRole('button', { name: 'Cấp cho lớp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hãy cấp ít nhất một lượt.');
    expect(screen.queryByText('Hãy dán mã định danh lớp hoặc địa chỉ trang lớp.')).not.toBeInTheDocument();
    expect(field).toHaveValue(eveningId);
    expect(grants(server)).toHaveLength(0);
  }, 60_000);
});
