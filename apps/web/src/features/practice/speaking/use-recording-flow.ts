import { useCallback, useEffect, useState } from 'react';
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
  const { start: startMic, stop: stopMic } = recorder;

  const fail = (kind: RecordingError) => {
    setError(kind);
    setStage('error');
  };

  const finishRecording = useCallback(() => {
    const recording = stopMic();
    if (!recording) return;
    setStage('encoding');
    encodeFlac(recording.samples, recording.sampleRate).then(
      (blob) => {
        setFlac(blob);
        setPlaybackUrl(URL.createObjectURL(blob));
        setStage('recorded');
      },
      () => {
        setError('encoding');
        setStage('error');
      },
    );
  }, [stopMic]);

  const beginRecording = useCallback(() => setStage('recording'), []);
  const prepLeft = useCountdown(seconds.preparation, stage === 'preparing', beginRecording);
  const recordLeft = useCountdown(seconds.recording, stage === 'recording', finishRecording);

  useEffect(() => {
    if (stage !== 'recording') return;
    startMic().catch(() => {
      setError('microphone');
      setStage('error');
    });
  }, [stage, startMic]);

  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const submit = async () => {
    if (!flac) return;
    setStage('uploading');
    try {
      const key = await uploadRecording(flac, setProgress);
      onSubmit({ audioKey: key });
    } catch {
      fail('upload');
    }
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
    finishRecording,
    submit: () => void submit(),
    isUploaded: progress >= 1,
  };
}
