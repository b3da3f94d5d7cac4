import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pteReadingChoiceTypes, thptChoiceTypes, type QuestionType } from '@prepwise/contracts';
import { ChoicePlayer } from './choice-player';
import { ComprehensionPlayer } from './comprehension-player';
import { FibDragPlayer } from './fib-drag-player';
import { FibDropdownPlayer } from './fib-dropdown-player';
import type { ItemPlayerProps } from './item-props';
import { ListeningPlayer, listeningTypes } from './listening/listening-player';
import { SpeakingPlayer, speakingTypes } from './speaking/speaking-player';
import { ReorderPlayer } from './reorder-player';
import { WritingPlayer } from './writing-player';

// THPT choice items and PTE reading multiple choice: one set of options to pick from.
const choiceTypes = new Set<QuestionType>([...thptChoiceTypes, ...pteReadingChoiceTypes]);

/** Picks the task player of a question's family. */
export function ItemPlayer(props: ItemPlayerProps) {
  const { t } = useTranslation();
  const type = props.question.type;
  if (choiceTypes.has(type)) return <ChoicePlayer {...props} />;
  if (listeningTypes.has(type)) return <ListeningPlayer {...props} />;
  if (speakingTypes.has(type)) return <SpeakingPlayer {...props} />;
  if (type === 'READING_COMPREHEND') return <ComprehensionPlayer {...props} />;
  if (type === 'READING_FIB_R_W') return <FibDropdownPlayer {...props} />;
  if (type === 'READING_FIB_R') return <FibDragPlayer {...props} />;
  if (type === 'READING_RE_ORDER_PARAGRAPH') return <ReorderPlayer {...props} />;
  if (type === 'WRITING_ESSAY' || type === 'WRITING_SUMMARIZE_WRITTEN_TEXT')
    return <WritingPlayer {...props} />;
  return (
    <Alert color="gray" variant="light" role="status">
      {t('player.unsupported')}
    </Alert>
  );
}
