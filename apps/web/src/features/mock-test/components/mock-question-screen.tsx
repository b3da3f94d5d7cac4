import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ItemInstruction } from '../../../components/items/item-instruction';
import { apiErrorText } from '../../../lib/api-error-text';
import { ItemPlayer } from '../../item-player';
import type { MockPlayerState } from '../lib/use-mock-player';
import { useMockT } from '../lib/use-mock-t';
import { MockQuestionNav } from './mock-question-nav';
import { QuestionPalette } from './question-palette';

/**
 * One question of a mock: the palette of a free-moving paper, the task player (its answer owned
 * by the mock's answers, not the task player), whether it is saved, and the navigation.
 */
export function MockQuestionScreen({
  player,
  cancelButton,
}: {
  player: MockPlayerState;
  cancelButton: ReactNode;
}) {
  const { mk } = useMockT();
  const { question, answers, place, saving, saveError, numbering, progress } = player;
  return (
    <>
      {player.isFree && (
        <QuestionPalette
          entries={player.questionSteps.flatMap((index) => {
            const numbers = numbering.numbers[index];
            return numbers ? [{ step: index, numbers }] : [];
          })}
          total={numbering.total}
          answeredCount={progress.answeredQuestions}
          currentStep={place.step}
          answeredSteps={progress.answeredSteps}
          isDisabled={player.isBusy}
          onJump={(target) => void player.goTo(target)}
        />
      )}
      {question ? (
        <>
          <ItemInstruction type={question.type} />
          <ItemPlayer
            key={place.step}
            question={question}
            value={answers.answer}
            onChange={answers.handleChange}
            result={undefined}
            isSubmitting={saving !== null}
            onSubmit={(response) => void player.saveCurrent(response)}
            submitLabel={mk('player.save')}
            onTimerChange={player.setTaskTimer}
            isCollecting={answers.isCollecting}
          />
        </>
      ) : (
        <Alert color="gray">{mk('player.missingItem')}</Alert>
      )}
      {saveError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(saveError.error)} {mk('player.saveFailedNext')}
        </Alert>
      )}
      {player.isSaved && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {mk('player.saved')}
        </Alert>
      )}
      <MockQuestionNav player={player} cancelButton={cancelButton} />
    </>
  );
}
