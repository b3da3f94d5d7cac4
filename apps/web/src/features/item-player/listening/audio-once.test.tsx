import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AudioOnce } from './audio-once';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AudioOnce', () => {
  it('says plainly that the browser held the recording back (the clock runs), and plays it on a press', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('autoplay', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    renderWithProviders(<AudioOnce src="/lecture.mp3" onEnded={() => {}} onFailed={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The browser did not start the recording by itself');
    expect(alert).toHaveTextContent('the clock is running');
    await userEvent.click(screen.getByRole('button', { name: 'Play the recording' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Playing…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
