import { useCallback, useEffect, useRef, useState } from 'react';
import { concatChunks, levelOf } from './pcm';

/** A finished recording: mono float samples and their rate. */
export interface Recording {
  samples: Float32Array;
  sampleRate: number;
}

interface RecorderParts {
  context: AudioContext;
  stream: MediaStream;
  processor: ScriptProcessorNode;
  chunks: Float32Array[];
}

/**
 * Records the microphone through getUserMedia and Web Audio (mono, the input's rate), reporting a
 * live level 0..1. `start` rejects when the microphone is refused; `stop` returns the samples.
 */
export function useRecorder() {
  const parts = useRef<RecorderParts | null>(null);
  const [level, setLevel] = useState(0);

  const release = useCallback(() => {
    const current = parts.current;
    parts.current = null;
    if (!current) return;
    current.processor.disconnect();
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context.close();
  }, []);

  const start = useCallback(async () => {
    release();
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
    const context = new AudioContext();
    // A context made without a fresh user gesture (the preparation countdown ran out) starts suspended.
    if (context.state === 'suspended') await context.resume();
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(4096, 1, 1);
    const chunks: Float32Array[] = [];
    processor.onaudioprocess = (event) => {
      const block = new Float32Array(event.inputBuffer.getChannelData(0));
      chunks.push(block);
      setLevel(levelOf(block));
    };
    source.connect(processor);
    processor.connect(context.destination);
    parts.current = { context, stream, processor, chunks };
  }, [release]);

  const stop = useCallback((): Recording | null => {
    const current = parts.current;
    if (!current) return null;
    const recording = { samples: concatChunks(current.chunks), sampleRate: current.context.sampleRate };
    release();
    setLevel(0);
    return recording;
  }, [release]);

  useEffect(() => release, [release]);
  return { start, stop, level };
}
