import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerResponse } from '@prepwise/contracts';
import { useCountdown } from '../lib/use-countdown';
import { encodeFlac } from './flac-encoder';
import { uploadRecording } from './upload-recording';
import { useRecorder } from './use-recorder';

export type RecordingStage = 'preparing' | 'recording' | 'encoding' | 'recorded' | 'uploading' | 'error';

/** Error of the flow: the microphone was refused, encoding failed, or the upload failed. */
export type RecordingError = 'microphone' | 'encoding' | 'upload';

/**
 * The speaking flow: preparation countdown, recording with a limit (stops by itself), FLAC encoding,
 * playback, then upload with progress and the `{audioKey}` answer.
 */
export function useRecordingFlow(
  seconds: { preparation: number; recording: number },
  onSubmit: (response: AnswerResponse) => void,
) {
  const recorder = useRecorder();
  const [stage, setStage] = useState<RecordingStage>(seconds.preparation > 0 ? 'preparing' : 'recording');
  const [error, setError] = useState<RecordingError | null>(null);
  const [flac, setFlac] = useState<Blob | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [audioKey, setAudioKey] = useState<string | null>(null);
  const { start: startMic, stop: stopMic } = recorder;
  // The FLAC being encoded or encoded, and the upload under way or done: `collect` waits on them.
  const encoding = useRef<Promise<Blob | null> | null>(null);
  const uploading = useRef<Promise<AnswerResponse | null> | null>(null);

  const fail = (kind: RecordingError) => {
    setError(kind);
    setStage('error');
  };

  const finishRecording = useCallback((): Promise<Blob | null> => {
    const recording = stopMic();
    if (!recording) return encoding.current ?? Promise.resolve(null);
    setStage('encoding');
    encoding.current = encodeFlac(recording.samples, recording.sampleRate).then(
      (blob) => {
        setFlac(blob);
        setPlaybackUrl(URL.createObjectURL(blob));
        setStage('recorded');
        return blob;
      },
      () => {
        setError('encoding');
        setStage('error');
        return null;
      },
    );
    return encoding.current;
  }, [stopMic]);

  const beginRecording = useCallback(() => setStage('recording'), []);
  const prepLeft = useCountdown(seconds.preparation, stage === 'preparing', beginRecording);
  const stopOnTime = useCallback(() => void finishRecording(), [finishRecording]);
  const recordLeft = useCountdown(seconds.recording, stage === 'recording', stopOnTime);

  useEffect(() => {
    if (stage !== 'recording') return;
    startMic().catch(() => {
      setError('microphone');
      setStage('error');
    });
  }, [stage, startMic]);

  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  /** Uploads the recording once (a second call gets the same upload) and resolves to the answer. */
  const upload = (blob: Blob): Promise<AnswerResponse | null> => {
    uploading.current ??= (async () => {
      setStage('uploading');
      try {
        const key = await uploadRecording(blob, setProgress);
        setAudioKey(key);
        return { audioKey: key };
      } catch {
        uploading.current = null;
        fail('upload');
        return null;
      }
    })();
    return uploading.current;
  };

  const submit = async () => {
    if (!flac) return;
    const response = await upload(flac);
    if (response) onSubmit(response);
  };

  /**
   * Whatever stage the learner is in, the recording they made as an answer: a recording under
   * way is stopped and encoded, then uploaded (once). Null when there is nothing recorded yet.
   */
  const collect = async (): Promise<AnswerResponse | null> => {
    if (uploading.current) return uploading.current;
    const blob = flac ?? (stage === 'recording' || stage === 'encoding' ? await finishRecording() : null);
    return blob ? upload(blob) : null;
  };

  return {
    stage,
    error,
    prepLeft,
    recordLeft,
    level: recorder.level,
    playbackUrl,
    progress,
    beginRecording,
    finishRecording: () => void finishRecording(),
    submit: () => void submit(),
    collect,
    flac,
    audioKey,
    isUploaded: progress >= 1,
  };
}
