import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminQuestion } from '@prepwise/contracts';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { AdminQuestionEditPage } from './admin-question-edit-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function renderQuestion(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/platform/admin/questions/:questionId" element={<AdminQuestionEditPage />} />
    </Routes>,
    `/platform/admin/questions/${id}`,
  );
}

const refusal = (fields: { field: string; message: string }[]) =>
  envelopeResponse(400, 'The request is not valid.', { code: 'error.validation', fields });

const stored = (content: AdminQuestion['content']): AdminQuestion => ({
  content,
  createdDate: '2026-01-05T08:00:00.000Z',
  updatedDate: '2026-01-06T08:00:00.000Z',
});

/** A stored passage with its nine questions, in a mock test's exam (what the form does not edit). */
const passage = stored({
  id: 40,
  type: 'READING_COMPREHEND',
  groups: ['MOCK_TEST'],
  level: 'advanced',
  description: 'The town library opened a repair café.',
  examId: 12,
  orderDisplay: 3,
  activated: true,
  repeated: false,
  questions: Array.from({ length: 9 }, (_, index) => ({
    text: `Question ${index + 1}?`,
    answerA: 'Yes',
    answerB: 'No',
    answerC: 'Maybe',
    answerD: 'Never',
    expectAnswer: 'A' as const,
  })),
});

describe('AdminQuestionEditPage', () => {
  it("shows a new question's blank fields as problems and sends nothing", async () => {
    const fetchMock = stubFetch(() => envelopeResponse(404, 'Not found', { code: 'error.http.404' }));
    const user = userEvent.setup();
    renderQuestion('new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'GRAMMAR_FINISH_SENTENCE');
    await user.type(screen.getByRole('textbox', { name: 'Answer B' }), 'went');
    await user.click(screen.getByRole('button', { name: 'Create question' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the marked fields');
    expect(alert).toHaveTextContent('Some fields need attention.');
    for (const name of ['Answer A', 'Answer C', 'Answer D', 'Correct answer']) {
      const field = screen.getByRole('textbox', { name });
      expect(field, name).toBeInvalid();
      expect(field, name).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
    }
    // Written, or not required by the type.
    expect(screen.getByRole('textbox', { name: 'Answer B' })).not.toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Text' })).not.toBeInvalid();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows the server's problem under its field, keeps what was typed, then creates the question as the server takes it", async () => {
    let answer = () => refusal([{ field: 'text', message: 'This sentence is already in the bank.' }]);
    const fetchMock = stubFetch((_, init) =>
      init?.method === 'POST' ? answer() : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
    );
    const user = userEvent.setup();
    renderQuestion('new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'GRAMMAR_FINISH_SENTENCE');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'She ___ home early.');
    for (const [letter, word] of [
      ['A', 'go'],
      ['B', 'went'],
      ['C', 'gone'],
      ['D', 'going'],
    ])
      await user.type(screen.getByRole('textbox', { name: `Answer ${letter}` }), ` ${word} `);
    await user.type(screen.getByRole('textbox', { name: 'Correct answer' }), 'B');
    await user.type(screen.getByRole('textbox', { name: 'Explanation (English)' }), 'Past simple.');
    await user.type(screen.getByRole('textbox', { name: 'Explanation (Vietnamese)' }), 'Quá khứ đơn.');
    await user.click(screen.getByRole('button', { name: 'Create question' }));

    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining('This sentence is already in the bank.'),
    );
    expect(text).toHaveValue('She ___ home early.');
    expect(screen.getByRole('textbox', { name: 'Answer B' })).toHaveValue(' went ');

    answer = () => envelopeResponse(200, 'Changes applied', stored({ ...passage.content, id: 77 }));
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(await screen.findByRole('heading', { name: 'Question 77', level: 1 })).toBeInTheDocument();
    const [, second] = callsWith(fetchMock, 'POST');
    expect(urlOf(second![0])).toBe('/api/admin/questions');
    expect(jsonBodyOf(second![1])).toEqual({
      type: 'GRAMMAR_FINISH_SENTENCE',
      groups: ['QUESTION_BANK'],
      level: 'intermediate',
      text: 'She ___ home early.',
      answerA: 'go',
      answerB: 'went',
      answerC: 'gone',
      answerD: 'going',
      expectAnswer: 'B',
      explanation: { en: 'Past simple.', vi: 'Quá khứ đơn.' },
      activated: true,
      repeated: false,
    });
  });

  it("shows the server's problem in a passage's question and sends the rest of an edited question back", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT')
        return refusal([{ field: 'questions.2.answerB', message: 'Answer B repeats answer A.' }]);
      return url.endsWith('/api/admin/questions/40')
        ? envelopeResponse(200, '', passage)
        : envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    const user = userEvent.setup();
    renderQuestion('40');
    const third = await screen.findByRole('group', { name: 'Question 3' });
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('READING_COMPREHEND');
    const answerB = within(third).getByRole('textbox', { name: 'Answer B' });
    await user.clear(answerB);
    await user.type(answerB, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(answerB).toHaveAccessibleDescription('Answer B repeats answer A.');
    expect(answerB).toHaveValue('Yes');
    const [put] = callsWith(fetchMock, 'PUT');
    expect(urlOf(put![0])).toBe('/api/admin/questions/40');
    const body = jsonBodyOf(put![1]) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'READING_COMPREHEND',
      groups: ['MOCK_TEST'],
      level: 'advanced',
      examId: 12,
      orderDisplay: 3,
      description: 'The town library opened a repair café.',
    });
    expect(body).not.toHaveProperty('id');
    expect(body.questions).toHaveLength(9);
    expect((body.questions as unknown[])[2]).toEqual({
      text: 'Question 3?',
      answerA: 'Yes',
      answerB: 'Yes',
      answerC: 'Maybe',
      answerD: 'Never',
      expectAnswer: 'A',
    });
  });
});
