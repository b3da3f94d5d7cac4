import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockDetail, MockRecord, QuestionView } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { buildDetail, buildRecord } from '../../../test/fixtures/mock-tests';
import { MockPlayerPage } from './mock-player-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

// The microphone, the FLAC encoder and the upload are the browser's and the server's: here they
// are stand-ins, the upload held open until the test lets it finish.
let finishUpload: (key: string) => void = () => undefined;
vi.mock('../../item-player/speaking/use-recorder', () => ({
  useRecorder: () => ({
    start: () => Promise.resolve(),
    stop: () => ({ samples: new Float32Array(16_000), sampleRate: 16_000 }),
    level: 0,
  }),
}));
vi.mock('../../item-player/speaking/flac-encoder', () => ({
  encodeFlac: () => Promise.resolve(new Blob(['flac'], { type: 'audio/flac' })),
}));
vi.mock('../../item-player/speaking/upload-recording', () => ({
  uploadRecording: () =>
    new Promise<string>((resolve) => {
      finishUpload = resolve;
    }),
}));

const mockId = '7f1c2a52-1111-4c33-9d7e-000000000001';

afterEach(() => {
  localStorage.clear();
});

function question(id: number, type: string, extra: Record<string, unknown> = {}): QuestionView {
  return {
    id,
    type,
    text: `Question ${id} text`,
    description: null,
    audioLink: null,
    answerA: 'alpha',
    answerB: 'beta',
    answerC: 'gamma',
    answerD: 'delta',
    ...extra,
  } as unknown as QuestionView;
}

/** A one-section detail of these questions (PTE: forward only; THPT: the free-moving paper). */
function detailOf(kind: 'PTE' | 'THPT', items: QuestionView[], record: Partial<MockDetail['examInfo']> = {}) {
  const base = buildDetail({ kind, currentQuestion: 0, currentSection: 0, remainTime: 600_000 });
  return {
    ...base,
    examInfo: { ...base.examInfo, ...record },
    questions: items,
    plan: {
      steps: [
        ...items.map((item) => ({ type: item.type, questionId: item.id, section: 0 })),
        { type: 'FINISH' as const, questionId: null, section: -1 },
      ],
      sections: [
        {
          key: kind === 'THPT' ? ('thpt' as const) : ('speaking' as const),
          minutes: 10,
          start: 0,
          end: items.length,
        },
      ],
    },
    sectionTimes: [0],
  } satisfies MockDetail;
}

function fakeServer(detail: MockDetail) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/mock-test-trial/detail')) return envelopeResponse(200, '', detail);
    if (url === '/api/mock-test-trial/answer') return envelopeResponse(200, 'OK', null);
    if (url === '/api/mock-test-trial/progress') {
      const { currentQuestion } = jsonBodyOf(init) as { currentQuestion: number };
      const isEnd = currentQuestion >= detail.plan.steps.length - 1;
      const record: Partial<MockRecord> = {
        kind: detail.examInfo.kind,
        currentQuestion,
        currentSection: isEnd ? 1 : 0,
        remainTime: isEnd ? 0 : 500_000,
        reviewing: isEnd,
      };
      return envelopeResponse(200, '', buildRecord(record));
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

function renderPlayer() {
  return renderWithProviders(
    <Routes>
      <Route path="/platform/exam/mock/:mockId" element={<MockPlayerPage />} />
    </Routes>,
    `/platform/exam/mock/${mockId}`,
  );
}

const callsTo = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.filter(([input]) => urlOf(input) === path).map(([, init]) => jsonBodyOf(init));
const order = (server: ReturnType<typeof fakeServer>) =>
  server.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url === '/api/mock-test-trial/answer' || url === '/api/mock-test-trial/progress');

describe('a recording in a mock', () => {
  it.each([
    'SPEAKING_READ_ALOUD',
    'REPEAT_SENTENCE',
    'DESCRIBE_IMAGE',
    'RETELL_LECTURE',
    'ANSWER_SHORT_QUESTION',
  ])('%s: Next stops the recording, uploads and saves it, and only then moves on', async (type) => {
    const server = fakeServer(detailOf('PTE', [question(701, type, { description: null })]));
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    await user.click(await screen.findByRole('button', { name: 'Start recording now' }));
    expect(await screen.findByRole('button', { name: 'Stop recording' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Saving your recording…')).toBeInTheDocument();
    expect(order(server)).toEqual([]);

    finishUpload('answers/u1/take.flac');
    expect(await screen.findByRole('heading', { name: 'End of the test' })).toBeInTheDocument();
    expect(callsTo(server, '/api/mock-test-trial/answer')).toEqual([
      { examId: mockId, questionId: 701, response: { audioKey: 'answers/u1/take.flac' } },
    ]);
    expect(order(server)).toEqual(['/api/mock-test-trial/answer', '/api/mock-test-trial/progress']);
    expect(screen.getByText('You saved answers for 1 of 1 questions.')).toBeInTheDocument();
  });

  it('shows a recording saved before a reload as saved, and Next does not send it again', async () => {
    const detail = detailOf('PTE', [question(701, 'SPEAKING_READ_ALOUD')], {
      answers: [
        {
          questionId: 701,
          status: 'WAITING_AI',
          response: { audioKey: 'answers/u1/old.flac' },
          answeredDate: '2026-11-20T08:00:00Z',
        },
      ],
    });
    const server = fakeServer(detail);
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByTestId('saved-recording')).toHaveTextContent('Your recording is saved.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'End of the test' })).toBeInTheDocument();
    expect(order(server)).toEqual(['/api/mock-test-trial/progress']);
  });
});

describe('resuming a mock', () => {
  const essay = question(501, 'WRITING_ESSAY');
  const choice = question(502, 'READING_MCQ_R_SINGLE_ANSWER');

  it('fills a saved answer back in, keeps unsaved typing as a local draft, and clears it once saved', async () => {
    const detail = detailOf('PTE', [essay, choice], {
      answers: [
        {
          questionId: 501,
          status: 'WAITING_AI',
          response: { text: 'Saved essay.' },
          answeredDate: '2026-11-20T08:00:00Z',
        },
      ],
    });
    const server = fakeServer(detail);
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    const first = renderPlayer();
    const box = await screen.findByLabelText('Your answer');
    expect(box).toHaveValue('Saved essay.');
    expect(screen.getByRole('status')).toHaveTextContent('Your answer is saved.');

    await user.type(box, ' More.');
    const draftKey = `prepwise.mock-draft.${mockId}.501`;
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey) ?? 'null')).toEqual({ text: 'Saved essay. More.' }),
    );
    first.unmount();

    renderPlayer();
    expect(await screen.findByLabelText('Your answer')).toHaveValue('Saved essay. More.');
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 502 text')).toBeInTheDocument();
    expect(callsTo(server, '/api/mock-test-trial/answer')).toEqual([
      { examId: mockId, questionId: 501, response: { text: 'Saved essay. More.' } },
    ]);
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('refills saved choices', async () => {
    const detail = detailOf('PTE', [choice], {
      answers: [
        {
          questionId: 502,
          status: 'MARKED',
          response: { selected: ['C'] },
          answeredDate: '2026-11-20T08:00:00Z',
        },
      ],
    });
    vi.stubGlobal('fetch', fakeServer(detail));
    renderPlayer();
    expect(await screen.findByRole('radio', { name: /gamma/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /alpha/ })).not.toBeChecked();
  });
});

describe('a THPT paper', () => {
  const items = [
    question(801, 'VOCAB_SYNONYM'),
    question(802, 'VOCAB_ANTONYM'),
    question(803, 'GRAMMAR_FINISH_SENTENCE'),
  ];

  it('says what each item type asks, jumps through the palette saving first, and marks answered questions', async () => {
    const server = fakeServer(detailOf('THPT', items));
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByTestId('task-instruction')).toHaveTextContent('CLOSEST in meaning');
    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(palette).getByRole('button', { name: 'Question 1' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(screen.getByRole('radio', { name: /beta/ }));
    expect(within(palette).getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    await user.click(within(palette).getByRole('button', { name: 'Question 3' }));
    expect(await screen.findByText('Question 803 text')).toBeInTheDocument();
    expect(callsTo(server, '/api/mock-test-trial/answer')).toEqual([
      { examId: mockId, questionId: 801, response: { selected: ['B'] } },
    ]);
    expect(
      (callsTo(server, '/api/mock-test-trial/progress')[0] as { currentQuestion: number }).currentQuestion,
    ).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByTestId('task-instruction')).toHaveTextContent('OPPOSITE in meaning');
  });

  it('counts the paper’s questions: a reading passage covers one number per sub-question', async () => {
    const sub = (n: number) => ({
      text: `Sub-question ${n}?`,
      answerA: `sub${n}-a`,
      answerB: `sub${n}-b`,
      answerC: `sub${n}-c`,
      answerD: `sub${n}-d`,
    });
    const paper = [
      question(801, 'VOCAB_SYNONYM'),
      question(802, 'READING_COMPREHEND', {
        description: 'A short passage about bees.',
        questions: [sub(1), sub(2), sub(3)],
      }),
      question(803, 'GRAMMAR_FINISH_SENTENCE'),
    ];
    const server = fakeServer(detailOf('THPT', paper, { currentQuestion: 1 }));
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByTestId('mock-position')).toHaveTextContent('Questions 2–4 of 5');
    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(palette).getByText('Answered 0 of 5')).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Question 1' })).toHaveTextContent('1');
    expect(within(palette).getByRole('button', { name: 'Questions 2–4' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(palette).getByRole('button', { name: 'Question 5' })).toHaveTextContent('5');

    await user.click(screen.getByRole('radio', { name: /sub2-c/ }));
    expect(within(palette).getByRole('button', { name: 'Questions 2–4, answered' })).toBeInTheDocument();
    expect(within(palette).getByText('Answered 1 of 5')).toBeInTheDocument();

    await user.click(within(palette).getByRole('button', { name: 'Question 5' }));
    expect(await screen.findByText('Question 803 text')).toBeInTheDocument();
    expect(screen.getByTestId('mock-position')).toHaveTextContent('Question 5 of 5');
  });

  it('asks before the summary closes the paper', async () => {
    const server = fakeServer(detailOf('THPT', items, { currentQuestion: 2 }));
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to the end of the test?' });
    expect(callsTo(server, '/api/mock-test-trial/progress')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Go to the summary' }));
    expect(await screen.findByRole('heading', { name: 'End of the test' })).toBeInTheDocument();
  });
});
