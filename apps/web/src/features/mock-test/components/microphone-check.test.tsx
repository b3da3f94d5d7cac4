import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerResponse, MicrophoneCheckResult } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { microphoneCheckStorageKey } from '../lib/microphone-memory';
import { MicrophoneCheck } from './microphone-check';

/** How the fake recorder's take ends: a recording, or the microphone refused. */
const take = vi.hoisted(() => ({ outcome: 'recorded' }));
const audioKey = 'answers/11111111-1111-1111-1111-111111111111/22222222-2222-2222-2222-222222222222.flac';

// The recorder itself (getUserMedia, Web Audio, FLAC) is covered by its own tests and the
// journeys; here a take ends at once, recorded or refused.
vi.mock('../../item-player', async () => {
  const { useEffect, useState } = await import('react');
  return {
    LevelMeter: () => null,
    useRecordingFlow: (_seconds: unknown, onSubmit: (response: AnswerResponse) => void) => {
      const [stage, setStage] = useState('recording');
      useEffect(() => setStage(take.outcome === 'recorded' ? 'recorded' : 'error'), []);
      return {
        stage,
        error: take.outcome === 'refused' ? 'microphone' : null,
        recordLeft: 3,
        level: 0,
        flac: new Blob(['fLaC'], { type: 'audio/flac' }),
        submit: () => onSubmit({ audioKey }),
      };
    },
  };
});

const result = (verdict: MicrophoneCheckResult['verdict']): MicrophoneCheckResult => ({
  verdict,
  speechHeard: verdict === 'ok' || verdict === 'quiet',
  peakDb: verdict === 'silent' ? -95 : -14,
  speechSeconds: verdict === 'silent' ? 0 : 2.4,
  clippedShare: 0,
});

function serverSays(verdict: MicrophoneCheckResult['verdict']) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    expect(urlOf(input)).toContain('/api/microphone-check');
    expect(jsonBodyOf(init)).toEqual({ audioKey });
    return Promise.resolve(envelopeResponse(200, 'OK', result(verdict)));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  take.outcome = 'recorded';
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('MicrophoneCheck', () => {
  it('records, plays back and warns in Vietnamese when nothing was heard, and remembers it for the day', async () => {
    await i18n.changeLanguage('vi');
    const fetch = serverSays('silent');
    renderWithProviders(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Ghi âm 3 giây' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Chúng tôi không nghe thấy gì');
    expect(warning).toHaveTextContent('Không nghe thấy lời nói');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Nghe lại bản ghi bằng tai nghe')).toHaveAttribute('src', 'blob:recording');
    expect(screen.getByRole('button', { name: 'Kiểm tra lại' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(microphoneCheckStorageKey) ?? '{}') as {
      result: MicrophoneCheckResult;
    };
    expect(stored.result.verdict).toBe('silent');
  });

  it('says the microphone is ready when speech was heard, and checks again on request', async () => {
    serverSays('ok');
    renderWithProviders(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Record 3 seconds' }));
    expect(await screen.findByText(/We heard you clearly/)).toBeInTheDocument();
    const fetch = serverSays('clipped');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/so loud that it distorts/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows today's check on this device, and forgets yesterday's", async () => {
    localStorage.setItem(
      microphoneCheckStorageKey,
      JSON.stringify({ day: new Date().toLocaleDateString('sv'), result: result('ok') }),
    );
    const { unmount } = renderWithProviders(<MicrophoneCheck />);
    expect(screen.getByText('Checked today on this device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    unmount();

    localStorage.setItem(
      microphoneCheckStorageKey,
      JSON.stringify({ day: '2020-01-01', result: result('ok') }),
    );
    renderWithProviders(<MicrophoneCheck />);
    expect(screen.queryByText('Checked today on this device')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record 3 seconds' })).toBeInTheDocument();
  });

  it('says how to allow a refused microphone', async () => {
    take.outcome = 'refused';
    const fetch = serverSays('ok');
    renderWithProviders(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Record 3 seconds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Allow the microphone for this site/);
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
