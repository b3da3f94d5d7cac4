import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';
import { AfterLoad } from './after-load';

function NeededNow() {
  return <p>{useIdleAfterLoad(true) ? 'shown' : 'waiting'}</p>;
}

describe('AfterLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the fallback while the page loads, then the part once the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <AfterLoad fallback={<p>skeleton</p>}>
        <p>below the first screen</p>
      </AfterLoad>,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByText('below the first screen')).not.toBeInTheDocument();
    expect(idle).toBeDefined();
    await act(async () => idle?.());
    expect(screen.getByText('below the first screen')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
  });

  it('without requestIdleCallback (Safari), waits a moment instead', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <AfterLoad fallback={<p>skeleton</p>}>
        <p>below the first screen</p>
      </AfterLoad>,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(screen.getByText('below the first screen')).toBeInTheDocument();
  });

  it('is there at once when it is needed now', () => {
    render(<NeededNow />);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
