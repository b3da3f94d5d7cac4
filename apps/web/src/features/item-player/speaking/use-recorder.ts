import { useCallback, useEffect, useRef, useState } from 'react';
import { concatChunks, levelOf } from './pcm';
import recorderWorkletUrl from './recorder-worklet.ts?worker&url';

/** A finished recording: mono float samples and their rate. */
export interface Recording {
  samples: Float32Array;
  sampleRate: number;
}

interface RecorderParts {
  context: AudioContext;
  stream: MediaStream;
  processor: AudioNode;
  chunks: Float32Array[];
}

/** The level meter moves once per this many samples (about 10 times a second at 44.1/48 kHz). */
const levelBlock = 4096;

/**
 * A node that hands every block of `source`'s samples to `onBlock`: the recorder worklet (audio
 * thread, no block lost while the page is busy) where the browser has AudioWorklet and its module
 * loads, else a ScriptProcessorNode (main thread: blocks are lost while the page is busy).
 */
async function sampleTap(
  context: AudioContext,
  source: MediaStreamAudioSourceNode,
  onBlock: (block: Float32Array) => void,
): Promise<AudioNode> {
  const hasWorklet =
    typeof AudioWorkletNode !== 'undefined' &&
    context.audioWorklet !== undefined &&
    (await context.audioWorklet.addModule(recorderWorkletUrl).then(
      () => true,
      () => false,
    ));
  if (hasWorklet) {
    const node = new AudioWorkletNode(context, 'prepwise-recorder', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
    });
    node.port.onmessage = (event: MessageEvent<Float32Array>) => onBlock(event.data);
    source.connect(node);
    // Its output is silence; connected so every browser keeps pulling the node.
    node.connect(context.destination);
    return node;
  }
  const processor = context.createScriptProcessor(4096, 1, 1);
  processor.onaudioprocess = (event) => onBlock(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(context.destination);
  return processor;
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
    const chunks: Float32Array[] = [];
    let sinceLevel: Float32Array[] = [];
    let sinceLevelLength = 0;
    const processor = await sampleTap(context, source, (block) => {
      chunks.push(block);
      sinceLevel.push(block);
      sinceLevelLength += block.length;
      if (sinceLevelLength < levelBlock) return;
      setLevel(levelOf(concatChunks(sinceLevel)));
      sinceLevel = [];
      sinceLevelLength = 0;
    });
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
