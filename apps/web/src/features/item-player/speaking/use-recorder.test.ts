import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecorder } from './use-recorder';

/** The recorder worklet's node as the page sees it: its port delivers the audio thread's blocks. */
class FakeWorkletNode {
  static last: FakeWorkletNode | null = null;
  readonly port: { onmessage: ((event: MessageEvent<Float32Array>) => void) | null } = { onmessage: null };
  constructor(
    readonly context: unknown,
    readonly name: string,
  ) {
    FakeWorkletNode.last = this;
  }
  connect = vi.fn();
  disconnect = vi.fn();
  deliver(block: Float32Array) {
    this.port.onmessage?.({ data: block } as MessageEvent<Float32Array>);
  }
}

class FakeAudioContext {
  static scriptProcessors = 0;
  readonly sampleRate = 48_000;
  readonly state = 'running';
  readonly destination = {};
  readonly audioWorklet = { addModule: vi.fn(() => Promise.resolve()) };
  resume = vi.fn(() => Promise.resolve());
  close = vi.fn(() => Promise.resolve());
  createMediaStreamSource = vi.fn(() => ({ connect: vi.fn() }));
  createScriptProcessor = vi.fn(() => {
    FakeAudioContext.scriptProcessors += 1;
    return { connect: vi.fn(), disconnect: vi.fn(), onaudioprocess: null };
  });
}

describe('useRecorder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorkletNode.last = null;
  });

  it('records through the audio worklet: every block posted by the audio thread is in the recording', async () => {
    const stop = vi.fn();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] })) },
    });
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    const node = FakeWorkletNode.last!;
    expect(node.name).toBe('prepwise-recorder');
    expect(FakeAudioContext.scriptProcessors).toBe(0);

    // 40 blocks of 128 frames, as the audio thread posts them (more than one level-meter block).
    act(() => {
      for (let index = 0; index < 40; index += 1)
        node.deliver(new Float32Array(128).fill(index % 2 ? 0.5 : -0.5));
    });
    expect(result.current.level).toBeGreaterThan(0);
    let recording: ReturnType<typeof result.current.stop> = null;
    act(() => {
      recording = result.current.stop();
    });
    expect(recording).toMatchObject({ sampleRate: 48_000 });
    expect(recording!.samples).toHaveLength(40 * 128);
    expect(recording!.samples[128]).toBe(0.5);
    expect(stop).toHaveBeenCalled();
    expect(node.disconnect).toHaveBeenCalled();
  });
});
