import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@prepwise/contracts';
import { renderWithProviders } from '../../test/render';
import type { ItemAnswer } from './item-answer';
import { ItemPlayer } from './item-player';
import type { ItemPlayerProps } from './item-props';
import { Owner } from './test/owner';

// The microphone, the FLAC encoder and the upload are the browser's and the server's: stand-ins.
let finishUpload: (key: string) => void = () => undefined;
vi.mock('./speaking/use-recorder', () => ({
  useRecorder: () => ({
    start: () => Promise.resolve(),
    stop: () => ({ samples: new Float32Array(16_000), sampleRate: 16_000 }),
    level: 0,
  }),
}));
vi.mock('./speaking/flac-encoder', () => ({
  encodeFlac: () => Promise.resolve(new Blob(['flac'], { type: 'audio/flac' })),
}));
vi.mock('./speaking/upload-recording', () => ({
  uploadRecording: () =>
    new Promise<string>((resolve) => {
      finishUpload = resolve;
    }),
}));

function question(type: string, extra: Record<string, unknown> = {}): QuestionView {
  return {
    id: 900,
    type,
    text: 'Question text',
    description: null,
    audioLink: null,
    answerA: 'alpha',
    answerB: 'beta',
    answerC: 'gamma',
    answerD: 'delta',
    ...extra,
  } as unknown as QuestionView;
}

/** The player with a fixed value: what it shows, and what it reports on the learner's input. */
function renderFixed(item: QuestionView, value: ItemAnswer | null, more: Partial<ItemPlayerProps> = {}) {
  const onChange = vi.fn<(value: ItemAnswer) => void>();
  renderWithProviders(
    <ItemPlayer
      question={item}
      value={value}
      onChange={onChange}
      result={undefined}
      isSubmitting={false}
      onSubmit={vi.fn()}
      {...more}
    />,
  );
  return onChange;
}

describe('the item players are controlled: value in, onChange out', () => {
  it('choice: shows the chosen letter and reports a new choice', async () => {
    const onChange = renderFixed(question('VOCAB_SYNONYM'), { selected: ['B'] });
    expect(screen.getByRole('radio', { name: /beta/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /alpha/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /delta/ }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['D'] });
  });

  it('choice with several answers: adds to the chosen letters', async () => {
    const onChange = renderFixed(question('READING_MCQ_R_MULTIPLE_ANSWER'), { selected: ['A'] });
    expect(screen.getByRole('checkbox', { name: /alpha/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /gamma/ }));
    expect(onChange).toHaveBeenLastCalledWith({ selected: ['A', 'C'] });
  });

  it('fill in the blanks, dropdown: shows each blank and reports a changed one', async () => {
    const item = question('READING_FIB_R_W', {
      text: 'One @Blank@ and two @Blank@.',
      answerA: 'cat/dog',
      answerB: 'red/blue',
    });
    const onChange = renderFixed(item, { blanks: ['dog', null] });
    expect(screen.getByRole('combobox', { name: 'Blank 1' })).toHaveValue('dog');
    expect(screen.getByRole('combobox', { name: 'Blank 2' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Blank 2' }), 'blue');
    expect(onChange).toHaveBeenLastCalledWith({ blanks: ['dog', 'blue'] });
  });

  it('fill in the blanks, drag: shows the placed words and reports a word placed by keyboard', async () => {
    const item = question('READING_FIB_R', { text: 'A @Blank@ and a @Blank@.', answerA: 'cat/dog/fish' });
    const onChange = renderFixed(item, { blanks: ['cat', null] });
    expect(screen.getByRole('button', { name: 'Blank 1: cat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'cat' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'fish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Blank 2: empty' }));
    expect(onChange).toHaveBeenLastCalledWith({ blanks: ['cat', 'fish'] });
  });

  it('fill in the blanks, typed: shows the typed words and reports what is typed, spaces kept', async () => {
    const item = question('FIB_L', { text: 'A @Blank@ day.' });
    const onChange = renderFixed(item, { blanks: ['sun'] });
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('sun');
    await userEvent.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'ny ');
    expect(onChange).toHaveBeenLastCalledWith({ blanks: ['sun '] });
  });

  it('re-order: shows the order given and reports a paragraph moved', async () => {
    const onChange = renderFixed(question('READING_RE_ORDER_PARAGRAPH'), { order: ['C', 'A', 'B', 'D'] });
    const paragraphs = screen.getAllByTestId(/^paragraph-/).map((entry) => entry.dataset.testid);
    expect(paragraphs).toEqual(['paragraph-C', 'paragraph-A', 'paragraph-B', 'paragraph-D']);
    await userEvent.click(screen.getByRole('button', { name: 'Move paragraph 3 up' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['C', 'B', 'A', 'D'] });
  });

  it('writing: shows the text and reports what is typed', async () => {
    const onChange = renderFixed(question('WRITING_ESSAY'), { text: 'First words' });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('First words');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), '.');
    expect(onChange).toHaveBeenLastCalledWith({ text: 'First words.' });
  });

  it('reading comprehension: shows each sub-answer and reports a changed one', async () => {
    const sub = (n: number) => ({
      text: `Sub ${n}?`,
      answerA: `s${n}a`,
      answerB: `s${n}b`,
      answerC: `s${n}c`,
      answerD: `s${n}d`,
    });
    const item = question('READING_COMPREHEND', { description: 'A passage.', questions: [sub(1), sub(2)] });
    const onChange = renderFixed(item, { answers: ['B', null] });
    expect(screen.getByRole('radio', { name: /s1b/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /s2d/ }));
    expect(onChange).toHaveBeenLastCalledWith({ answers: ['B', 'D'] });
  });

  it('keeps the learner’s answer across re-renders when the owner keeps it', async () => {
    const reported: ItemAnswer[] = [];
    renderWithProviders(
      <Owner onChange={(value) => reported.push(value)}>
        {(value, onChange) => (
          <ItemPlayer
            question={question('WRITING_ESSAY')}
            value={value}
            onChange={onChange}
            result={undefined}
            isSubmitting={false}
            onSubmit={vi.fn()}
          />
        )}
      </Owner>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Hi');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Hi');
    expect(reported.at(-1)).toEqual({ text: 'Hi' });
  });
});

describe('the speaking player: the take is part of the value', () => {
  it('shows an uploaded recording as saved', () => {
    renderFixed(question('SPEAKING_READ_ALOUD'), { audioKey: 'answers/u1/old.flac' });
    expect(screen.getByTestId('saved-recording')).toHaveTextContent('Your recording is saved.');
    expect(screen.queryByTestId('recorder')).not.toBeInTheDocument();
  });

  it('reports each step of a take, and hands it over uploaded when the owner collects it', async () => {
    const reported: ItemAnswer[] = [];
    const item = question('SPEAKING_READ_ALOUD');
    const props = {
      question: item,
      result: undefined,
      isSubmitting: false,
      onSubmit: vi.fn(),
    };
    const view = renderWithProviders(
      <Owner onChange={(value) => reported.push(value)}>
        {(value, onChange) => <ItemPlayer {...props} value={value} onChange={onChange} />}
      </Owner>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording now' }));
    await waitFor(() => expect(reported.at(-1)).toEqual({ recording: { status: 'recording' } }));

    // The owner asks for the take: it is stopped, encoded and uploaded.
    view.rerender(
      <Owner onChange={(value) => reported.push(value)}>
        {(value, onChange) => <ItemPlayer {...props} value={value} onChange={onChange} isCollecting />}
      </Owner>,
    );
    await waitFor(() => expect(reported.at(-1)?.recording?.status).toBe('uploading'));
    // The encoded FLAC travels with the take while it is uploaded.
    expect(reported.at(-1)?.recording?.flac).toBeInstanceOf(Blob);
    act(() => finishUpload('answers/u1/take.flac'));
    await waitFor(() =>
      expect(reported.at(-1)).toMatchObject({
        audioKey: 'answers/u1/take.flac',
        recording: { status: 'uploaded' },
      }),
    );
  });
});
