import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlueprintStock } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { buildAdminIntroPage as buildIntroPage, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminMocksPage } from './admin-mocks-page';

const pages = [
  buildIntroPage({
    translations: { vi: { title: 'Đề thi thử PTE ngẫu nhiên', overview: '', description: '' } },
  }),
  buildIntroPage({
    id: 4,
    title: 'PTE speaking mock',
    blueprint: 'speaking',
    totalQuestions: 5,
    minutes: 35,
    packageId: null,
    packageName: null,
    activated: false,
  }),
];

const stock: BlueprintStock[] = [
  {
    kind: 'PTE',
    name: 'short',
    questionCount: 4,
    minutes: 120,
    canFill: false,
    slots: [
      { type: 'SPEAKING_READ_ALOUD', count: 1, defaultCount: 1, active: 3, isFill: false, isShort: false },
      { type: 'WRITING_ESSAY', count: 1, defaultCount: 1, active: 0, isFill: false, isShort: true },
      {
        type: 'READING_MCQ_R_SINGLE_ANSWER',
        count: 1,
        defaultCount: 1,
        active: 5,
        isFill: false,
        isShort: false,
      },
      { type: 'MCQ_L_SINGLE_ANSWER', count: 1, defaultCount: 1, active: 5, isFill: false, isShort: false },
    ],
    isCustomized: false,
    updatedDate: null,
    updatedBy: null,
    introPages: [{ id: 3, title: 'PTE quick mock', activated: false }],
  },
  {
    kind: 'THPT',
    name: 'full',
    questionCount: 50,
    minutes: 60,
    canFill: true,
    slots: [
      { type: 'VOCAB_SYNONYM', count: 3, defaultCount: 2, active: 9, isFill: false, isShort: false },
      {
        type: 'GRAMMAR_FINISH_SENTENCE',
        count: 5,
        defaultCount: 5,
        active: 40,
        isFill: true,
        isShort: false,
      },
    ],
    isCustomized: true,
    updatedDate: '2026-11-20T08:00:00.000Z',
    updatedBy: 'mocks-admin@example.com',
    introPages: [],
  },
];

const packages = [
  { id: 3, name: 'Mock Test #1' },
  { id: 5, name: 'AI Scoring #2' },
];

function stubFetch(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.startsWith('/api/admin/packages')) return pageResponse(packages);
    if (url.startsWith('/api/admin/mock-blueprints')) return envelopeResponse(200, '', stock);
    return pageResponse(pages);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminMocksPage', () => {
  it('lists the intro pages with kind, blueprint, size, package and state', async () => {
    stubFetch(() => undefined);
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks');
    const list = await screen.findByRole('list', { name: 'Mock-test intro pages' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Full test · Questions: 62 · 175 min');
    expect(cards[0]).toHaveTextContent('Package: Mock Test #1');
    expect(cards[0]).toHaveTextContent('Also written in: Tiếng Việt');
    expect(cards[1]).not.toHaveTextContent('Also written in');
    expect(cards[1]).toHaveTextContent('Hidden from learners');
    expect(cards[1]).toHaveTextContent('No package');
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Show PTE speaking mock to learners' }),
    ).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByRole('button', {
        name: 'Hide PTE Academic random mock test from learners',
      }),
    ).toBeInTheDocument();
  });

  it('edits a page with the form and sends every field; refuses an empty title without sending', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? envelopeResponse(
            200,
            'Your changes have been applied.',
            buildIntroPage({ title: 'PTE evening mock' }),
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks');
    await user.click(await screen.findByRole('button', { name: 'Edit PTE Academic random mock test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PTE Academic random mock test' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('A title is required (at most 200 characters).'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(title, 'PTE evening mock');
    await within(dialog).findByRole('option', { name: 'AI Scoring #2' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Package/ }), '5');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Blueprint' }), 'short');
    expect(within(dialog).getByText('This blueprint: 4 questions in 120 minutes.')).toBeInTheDocument();
    // A Vietnamese title (the language shown first), and a German overview after switching.
    const viTitle = within(dialog).getByRole('textbox', { name: 'Title in Tiếng Việt' });
    expect(viTitle).toHaveValue('Đề thi thử PTE ngẫu nhiên');
    await user.clear(viTitle);
    await user.type(viTitle, 'Đề thi thử buổi tối');
    await user.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Overview in Deutsch' }), 'Ein ganzer Test.');
    await user.click(within(dialog).getByRole('radio', { name: 'Tiếng Việt' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title in Tiếng Việt' })).toHaveValue(
      'Đề thi thử buổi tối',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(urlOf(put?.[0] ?? '')).toBe('/api/admin/intro-pages/1');
    expect(jsonBodyOf(put?.[1])).toEqual({
      title: 'PTE evening mock',
      overview: 'A full PTE-style test of {{questions}} questions in {{minutes}} minutes.',
      description: 'Items in the order of the real test.',
      translations: {
        vi: { title: 'Đề thi thử buổi tối', overview: '', description: '' },
        de: { title: '', overview: 'Ein ganzer Test.', description: '' },
      },
      imageUrl: '/content/mock/pte-mock.svg',
      packageId: 5,
      kind: 'PTE',
      blueprint: 'short',
      activated: true,
    });
  }, 30_000);

  it('offers a THPT paper only its full blueprint', async () => {
    stubFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks');
    await user.click(await screen.findByRole('button', { name: 'New intro page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New intro page' });
    const blueprint = within(dialog).getByRole('combobox', { name: 'Blueprint' });
    expect(within(blueprint).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(blueprint, 'speaking');
    await user.click(within(dialog).getByRole('radio', { name: 'THPT' }));
    expect(
      within(blueprint)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Full test']);
    expect(blueprint).toHaveValue('full');
  });

  it('shows each blueprint with the bank’s stock and warns when the bank cannot fill one', async () => {
    stubFetch(() => undefined);
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks?tab=blueprints');
    const short = await screen.findByRole('region', { name: 'PTE · Quick: one item per section' });
    expect(within(short).getByText(/The bank cannot fill this mock/)).toBeInTheDocument();
    const rows = within(short).getAllByTestId('blueprint-slot');
    expect(rows[1]).toHaveTextContent('Missing: 1');
    expect(rows[0]).toHaveTextContent('Enough');
    expect(short).toHaveTextContent('Used by: PTE quick mock (hidden)');
    const thpt = screen.getByRole('region', { name: 'THPT · Full test' });
    expect(within(thpt).getByText('The bank can fill this mock.')).toBeInTheDocument();
    expect(thpt).toHaveTextContent('at least; fills the paper up to 50');
    expect(thpt).toHaveTextContent('No intro page uses this blueprint.');
  });

  it('edits a blueprint’s counts: the size and the stock warning follow, the counts go in order', async () => {
    const saved = { ...stock[0], questionCount: 6 } as BlueprintStock;
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT' ? envelopeResponse(200, 'Your changes have been applied.', saved) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks?tab=blueprints');
    const short = await screen.findByRole('region', { name: 'PTE · Quick: one item per section' });
    expect(short).toHaveTextContent('4 questions in 120 minutes');
    expect(short).toHaveTextContent("The platform's counts.");
    const save = within(short).getByRole('button', {
      name: 'Save the counts of PTE · Quick: one item per section',
    });
    expect(save).toBeDisabled();
    expect(within(short).getByRole('button', { name: /Reset PTE · Quick/ })).toBeDisabled();

    // Two more essays: each essay has its own 20 minutes; the bank has none, so the warning grows.
    const essays = within(short).getByRole('textbox', { name: 'Items of Write essay' });
    await user.clear(essays);
    await user.type(essays, '3');
    expect(short).toHaveTextContent('6 questions in 160 minutes');
    expect(within(short).getAllByTestId('blueprint-slot')[1]).toHaveTextContent('Missing: 3');

    // No items at all is refused before anything is sent.
    for (const input of within(short).getAllByRole('textbox')) await user.clear(input);
    expect(within(short).getByText(/a mock needs at least one item/)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(within(short).getByRole('textbox', { name: 'Items of Read aloud' }), '2');
    await user.type(essays, '3');
    await user.click(save);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(urlOf(put?.[0] ?? '')).toBe('/api/admin/mock-blueprints/PTE/short');
    expect(jsonBodyOf(put?.[1])).toEqual({
      counts: [
        { type: 'SPEAKING_READ_ALOUD', count: 2 },
        { type: 'WRITING_ESSAY', count: 3 },
        { type: 'READING_MCQ_R_SINGLE_ANSWER', count: 0 },
        { type: 'MCQ_L_SINGLE_ANSWER', count: 0 },
      ],
    });
  }, 30_000);

  it('refuses counts that take a THPT paper past its 50 questions before anything is sent', async () => {
    const fetchMock = stubFetch(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks?tab=blueprints');
    const thpt = await screen.findByRole('region', { name: 'THPT · Full test' });
    const synonyms = within(thpt).getByRole('textbox', { name: 'Items of Synonyms' });
    const save = within(thpt).getByRole('button', { name: 'Save the counts of THPT · Full test' });
    await user.clear(synonyms);
    await user.type(synonyms, '9');
    expect(within(thpt).queryByTestId('blueprint-over-marks')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    // The platform's other slots bring 41 questions at least (passages at 9): 10 synonyms make 51.
    await user.type(synonyms, '{Backspace}10');
    expect(within(thpt).getByTestId('blueprint-over-marks')).toHaveTextContent(
      'These counts bring at least 51 questions before the filling items',
    );
    expect(save).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  }, 30_000);

  it('resets a changed blueprint after asking, and says who changed it; a paper’s filling slot is not editable', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'DELETE'
        ? envelopeResponse(200, 'Your changes have been applied.', stock[1])
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminMocksPage />, '/platform/admin/mocks?tab=blueprints');
    const thpt = await screen.findByRole('region', { name: 'THPT · Full test' });
    expect(thpt).toHaveTextContent('Counts changed by mocks-admin@example.com on');
    expect(within(thpt).getAllByRole('textbox')).toHaveLength(1);
    await user.click(
      within(thpt).getByRole('button', { name: "Reset THPT · Full test to the platform's counts" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset THPT · Full test?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && urlOf(url) === '/api/admin/mock-blueprints/THPT/full',
        ),
      ).toBe(true),
    );
  });
});
