/**
 * The recorder's audio worklet: runs on the browser's audio thread and posts every block of
 * microphone samples (128 frames, mono) to the page. Unlike a ScriptProcessorNode, whose
 * callback runs on the page's main thread and whose blocks are lost while that thread is busy
 * (a re-render, a slow phone), the blocks queue on the port and none are dropped.
 */

// The AudioWorkletGlobalScope's names (not in TypeScript's DOM library).
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

class RecorderProcessor extends AudioWorkletProcessor {
  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel && channel.length > 0) this.port.postMessage(channel.slice());
    return true;
  }
}

registerProcessor('prepwise-recorder', RecorderProcessor);
