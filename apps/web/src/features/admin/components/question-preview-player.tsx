import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuestionView } from '@prepwise/contracts';
import { ItemPlayer, type ItemAnswer } from '../../item-player';
import { paths } from '../../../lib/routes';
import { useQuestionsT } from '../lib/use-questions-t';

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
  return (
    <Anchor component={Link} to={paths.adminQuestions} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {qt('form.back')}
      </Group>
    </Anchor>
  );
}
