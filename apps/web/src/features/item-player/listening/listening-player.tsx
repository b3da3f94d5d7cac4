import { useState } from 'react';
import { listeningWaitSeconds, pteListeningTypes, type QuestionType } from '@prepwise/contracts';
import { ChoicePlayer } from '../choice-player';
import type { ItemPlayerProps } from '../item-props';
import { WritingPlayer } from '../writing-player';
import { FibTypedPlayer } from './fib-typed-player';
import { HighlightWordsPlayer } from './highlight-words-player';
import { ListeningGate } from './listening-gate';

/** The listening task types this player handles. */
export const listeningTypes = new Set<QuestionType>(pteListeningTypes);

/** Seconds to wait before a type's recording plays (0 when the seed names none). */
export function waitSecondsOf(type: QuestionType): number {
  return type in listeningWaitSeconds ? listeningWaitSeconds[type as keyof typeof listeningWaitSeconds] : 0;
}

function AnswerPart(props: ItemPlayerProps) {
  switch (props.question.type) {
    case 'FIB_L':
      return <FibTypedPlayer {...props} />;
    case 'HIGHLIGHT_INCORRECT_WORD':
      return <HighlightWordsPlayer {...props} />;
    case 'DICTATION':
      return <WritingPlayer {...props} showText={false} />;
    case 'SUMMARIZE_SPOKEN_TEXT':
      return <WritingPlayer {...props} showText={false} />;
    default:
      return <ChoicePlayer {...props} />;
  }
}

/** Listening tasks: countdown, the recording once, then the task's answer UI. */
export function ListeningPlayer(props: ItemPlayerProps) {
  // An answer given before (a resumed mock) means the recording was heard: it does not play again.
  const [hasAnswerAtStart] = useState(() => props.value !== null);
  return (
    <ListeningGate
      audioLink={props.question.audioLink}
      waitSeconds={waitSecondsOf(props.question.type)}
      isAnswered={props.result !== undefined || hasAnswerAtStart}
    >
      <AnswerPart {...props} />
    </ListeningGate>
  );
}
