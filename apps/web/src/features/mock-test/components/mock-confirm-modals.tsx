import { apiErrorText } from '../../../lib/api-error-text';
import type { MockPlayerState } from '../lib/use-mock-player';
import { useMockT } from '../lib/use-mock-t';
import { ConfirmModal } from './confirm-modal';

/**
 * The player's four questions before an irreversible move: Finish (saying how many questions are
 * left), Cancel, going to the end-of-test summary (a free-moving paper) and leaving a question
 * unanswered (a forward-only test).
 */
export function MockConfirmModals({ player }: { player: MockPlayerState }) {
  const { mk } = useMockT();
  const { confirming, setConfirming, change, saving, saveError, isBusy, progress } = player;
  const close = () => setConfirming(null);
  return (
    <>
      <ConfirmModal
        opened={confirming === 'finish'}
        title={mk('confirm.finishTitle')}
        confirmLabel={mk('finish.button')}
        isPending={change.isPending || saving !== null}
        error={
          change.isError
            ? apiErrorText(change.error)
            : saveError
              ? `${apiErrorText(saveError.error)} ${mk('player.saveFailedNext')}`
              : null
        }
        onConfirm={() => void player.finishNow()}
        onClose={close}
      >
        {progress.unanswered > 0
          ? mk('confirm.finishTextUnanswered', { count: progress.unanswered })
          : mk('confirm.finishText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'cancel'}
        title={mk('confirm.cancelTitle')}
        confirmLabel={mk('confirm.cancelButton')}
        isDanger
        isPending={change.isPending}
        error={change.isError ? apiErrorText(change.error) : null}
        onConfirm={() => change.mutate('cancel')}
        onClose={close}
      >
        {mk('confirm.cancelText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'review'}
        title={mk('confirm.reviewTitle')}
        confirmLabel={mk('confirm.reviewButton')}
        isPending={isBusy}
        onConfirm={() => {
          close();
          void player.goTo(player.finishStep);
        }}
        onClose={close}
      >
        {mk('confirm.reviewText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'skip'}
        title={mk('confirm.skipTitle')}
        confirmLabel={mk('confirm.skipButton')}
        isPending={isBusy}
        onConfirm={() => {
          close();
          void player.goTo(player.place.step + 1);
        }}
        onClose={close}
      >
        {mk('confirm.skipText')}
      </ConfirmModal>
    </>
  );
}
