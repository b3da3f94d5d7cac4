import type { AnswerResponse } from '@prepwise/contracts';

/** Where a speaking task's take is. `none`: asked for, but nothing was recorded to send. */
export type RecordingStatus =
  'preparing' | 'recording' | 'encoding' | 'recorded' | 'uploading' | 'uploaded' | 'failed' | 'none';

/** A speaking task's take while it is made: its status and, once encoded, the FLAC. */
export interface RecordingTake {
  status: RecordingStatus;
  flac?: Blob;
}

/**
 * The answer a task player shows and edits: the contracts' response (the fields of the task's
 * family, as typed: a blank may still hold spaces), and for a speaking task the take being made
 * (its uploaded key is `audioKey`). The owner of the player (practice, the mock) keeps it.
 */
export type ItemAnswer = AnswerResponse & { recording?: RecordingTake };

const pendingStatuses = new Set<RecordingStatus>(['recording', 'encoding', 'recorded', 'uploading']);

/**
 * True while a speaking take holds an answer that is not an uploaded key yet (recording,
 * encoding, recorded, uploading): the owner sets `isCollecting` and waits for it to settle.
 */
export function hasPendingTake(answer: ItemAnswer | null | undefined): boolean {
  const status = answer?.recording?.status;
  return status !== undefined && pendingStatuses.has(status);
}

/**
 * The answer as it would be sent: the take left out, typed blanks trimmed, and empty fields
 * (nothing chosen, every blank empty, no text) dropped. Null when nothing is left to send.
 */
export function answerToSend(answer: ItemAnswer | null | undefined): AnswerResponse | null {
  if (!answer) return null;
  const { recording: _take, ...fields } = answer;
  const response: AnswerResponse = {};
  if (fields.selected?.length) response.selected = fields.selected;
  const blanks = fields.blanks?.map((blank) => blank?.trim() || null);
  if (blanks?.some((blank) => blank !== null)) response.blanks = blanks;
  if (fields.order) response.order = fields.order;
  if (fields.highlighted?.length) response.highlighted = fields.highlighted;
  if (fields.text?.trim()) response.text = fields.text;
  if (fields.answers?.some((value) => value !== null)) response.answers = fields.answers;
  if (fields.audioKey) response.audioKey = fields.audioKey;
  return Object.keys(response).length > 0 ? response : null;
}

/**
 * The blanks a fill-in-the-blank player shows: the marked response once there is a result, else
 * the answer so far, else one empty blank per `@Blank@` of the text.
 */
export function shownBlanks(
  blankCount: number,
  value: ItemAnswer | null | undefined,
  result: { response: AnswerResponse } | undefined,
): (string | null)[] {
  return (result ? result.response : value)?.blanks ?? Array.from({ length: blankCount }, () => null);
}
