import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { questionDraftSchema, type QuestionDraft } from '@prepwise/contracts';
import { renderWithProviders } from '../../../test/render';
import {
  draftFromForm,
  emptyQuestionForm,
  emptySubQuestion,
  type QuestionFormValues,
  type QuestionRest,
} from '../lib/question-form';
import { requestResolver } from '../../../lib/request-resolver';
import { SubQuestionsEditor } from './sub-questions-editor';

type QuestionForm = UseFormReturn<QuestionFormValues, QuestionRest, QuestionDraft>;

/** The editor in a passage's form checked as the page checks it, with a button to submit it. */
function Editor({ onForm }: { onForm: (form: QuestionForm) => void }) {
  const form = useForm<QuestionFormValues, QuestionRest, QuestionDraft>({
    resolver: requestResolver(questionDraftSchema, draftFromForm),
    defaultValues: emptyQuestionForm('READING_COMPREHEND'),
    context: {},
  });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <SubQuestionsEditor />
        <button type="submit">Check</button>
      </form>
    </FormProvider>
  );
}

/** Renders the editor; gives the form it is part of. */
function renderEditor(): () => QuestionForm {
  let form: QuestionForm | undefined;
  renderWithProviders(
    <Editor
      onForm={(rendered) => {
        form = rendered;
      }}
    />,
  );
  return () => {
    if (!form) throw new Error('The editor has not been rendered.');
    return form;
  };
}

describe('SubQuestionsEditor', () => {
  it('edits each question in its own fieldset and sends them as the server takes them', async () => {
    const user = userEvent.setup();
    const theForm = renderEditor();
    expect(screen.getAllByRole('group')).toHaveLength(9);
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(second.querySelector('textarea') as HTMLTextAreaElement, 'Why did she leave?');
    const answers = screen.getAllByLabelText('Answer C');
    await user.type(answers[1] as HTMLElement, 'To catch a train');
    await user.selectOptions(screen.getAllByLabelText('Right answer')[1] as HTMLElement, 'C');
    const draft = draftFromForm(theForm().getValues(), {});
    expect(draft.questions).toHaveLength(9);
    expect(draft.questions?.[1]).toEqual({
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
    const theForm = renderEditor();
    const add = screen.getByRole('button', { name: 'Add a question' });
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await user.click(add);
    expect(theForm().getValues('questions')).toHaveLength(10);
    expect(screen.getAllByRole('group')).toHaveLength(10);
    expect(add).toBeDisabled();
    await user.type(screen.getAllByLabelText('Answer A')[4] as HTMLElement, 'Kept');
    await user.click(screen.getByRole('button', { name: 'Remove question 4' }));
    expect(theForm().getValues('questions')).toHaveLength(9);
    expect(screen.getAllByRole('group')).toHaveLength(9);
    // The fifth question moved up to the fourth place with what was typed in it.
    expect(screen.getAllByLabelText('Answer A')[3]).toHaveValue('Kept');
  });

  it("shows the server's problems on the fields they name, a blank field's in the admin's words", async () => {
    const user = userEvent.setup();
    const theForm = renderEditor();
    act(() => {
      const { setError } = theForm();
      setError('questions.2.answerB', { type: 'server', message: 'Too small: expected string' });
      setError('questions.2.answerC', { type: 'server', message: 'Too small: expected string' });
      setError('questions.2.expectAnswer', { type: 'server', message: 'Invalid option' });
      setError('questions', { type: 'server', message: 'Nine or ten questions' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Nine or ten questions');
    await user.type(screen.getAllByLabelText('Answer C')[2] as HTMLElement, 'x');
    expect(screen.getAllByLabelText('Answer B')[2]).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getAllByLabelText('Answer C')[2]).toHaveAccessibleDescription('Too small: expected string');
    expect(screen.getAllByLabelText('Right answer')[2]).toHaveAccessibleDescription(
      'Choose the right answer.',
    );
  });

  it("shows the schema's problems before anything is sent: blank fields, and a list it refuses above it", async () => {
    const user = userEvent.setup();
    const theForm = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByLabelText('Answer A')[0]).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getAllByLabelText('Right answer')[8]).toHaveAccessibleDescription(
      'Choose the right answer.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Eleven questions (the buttons stop at ten; a stored one could hold more).
    act(() => theForm().setValue('questions', Array.from({ length: 11 }, emptySubQuestion)));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/10/);
  });
});
