import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { draftFromForm, emptyQuestionForm, type SubQuestionFormValues } from '../lib/question-form';
import { SubQuestionsEditor } from './sub-questions-editor';

/** Every list the editor handed back, in order (the last is what the form holds). */
const changes: SubQuestionFormValues[][] = [];
const latest = () => changes.at(-1) ?? [];

function Editor(props: { errors?: Partial<Record<string, string>> }) {
  const [value, setValue] = useState(emptyQuestionForm('READING_COMPREHEND').subQuestions);
  const change = (next: SubQuestionFormValues[]) => {
    changes.push(next);
    setValue(next);
  };
  return <SubQuestionsEditor value={value} errors={props.errors ?? {}} onChange={change} />;
}

describe('SubQuestionsEditor', () => {
  it('edits each question in its own fieldset and sends them as the server takes them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />);
    expect(screen.getAllByRole('group')).toHaveLength(9);
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(second.querySelector('textarea') as HTMLTextAreaElement, 'Why did she leave?');
    const answers = screen.getAllByLabelText('Answer C');
    await user.type(answers[1] as HTMLElement, 'To catch a train');
    await user.selectOptions(screen.getAllByLabelText('Right answer')[1] as HTMLElement, 'C');
    const values = emptyQuestionForm('READING_COMPREHEND');
    values.subQuestions = latest();
    const draft = draftFromForm(values) as { questions: Record<string, unknown>[] };
    expect(draft.questions).toHaveLength(9);
    expect(draft.questions[1]).toEqual({
      text: 'Why did she leave?',
      answerA: '',
      answerB: '',
      answerC: 'To catch a train',
      answerD: '',
      expectAnswer: 'C',
    });
  });

  it('adds up to ten questions and removes down to nine', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />);
    const add = screen.getByRole('button', { name: 'Add a question' });
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await user.click(add);
    expect(latest()).toHaveLength(10);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove question 4' }));
    expect(latest()).toHaveLength(9);
  });

  it("shows the server's problems on the fields they name, a blank field's in the admin's words", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Editor
        errors={{
          'questions.2.answerB': 'Too small: expected string to have >=1 characters',
          'questions.2.answerC': 'Too small: expected string to have >=1 characters',
          'questions.2.expectAnswer': 'Invalid option',
          questions: 'Nine or ten questions',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nine or ten questions');
    await user.type(screen.getAllByLabelText('Answer C')[2] as HTMLElement, 'x');
    expect(screen.getAllByLabelText('Answer B')[2]).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getAllByLabelText('Answer C')[2]).toHaveAccessibleDescription(
      'Too small: expected string to have >=1 characters',
    );
    expect(screen.getAllByLabelText('Right answer')[2]).toHaveAccessibleDescription(
      'Choose the right answer.',
    );
  });
});
