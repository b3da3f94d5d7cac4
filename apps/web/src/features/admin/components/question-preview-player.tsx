import { useState } from 'react';
import type { QuestionView } from '@prepwise/contracts';
import { ItemPlayer, type ItemAnswer } from '../../item-player';
import { paths } from '../../../lib/routes';
import { useQuestionsT } from '../lib/use-questions-t';
import { BackLink } from '../../../components/ui/back-link';

/** A question in the learners' own player, answerable but never sent: the console's preview. */
export function QuestionPreviewPlayer({ question }: { question: QuestionView }) {
  const { qt } = useQuestionsT();
  const [answer, setAnswer] = useState<ItemAnswer | null>(null);
  return (
    <ItemPlayer
      question={question}
      value={answer}
      onChange={setAnswer}
      result={undefined}
      isSubmitting={false}
      onSubmit={() => undefined}
      submitLabel={qt('preview.submit')}
    />
  );
}

/** The way back to the bank's list from a question console page. */
export function BackToQuestionsLink() {
  const { qt } = useQuestionsT();
  return <BackLink to={paths.adminQuestions} label={qt('form.back')} />;
}
