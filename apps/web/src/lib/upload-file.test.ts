import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-errors';
import { uploadToSignedUrl } from './upload-file';

/** A stand-in XMLHttpRequest answering each PUT with the next of `answers`. */
function fakeXhr(answers: { status: number; body: unknown }[]) {
  const sent: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload = { onprogress: null as unknown };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(method: string, url: string) {
      sent.push(`${method} ${url}`);
    }
    setRequestHeader() {}
    send() {
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const busy = {
  status: 503,
  body: { statusCode: 503, message: 'The server is busy right now.', data: { code: 'error.busy' } },
};
const stored = { status: 200, body: { statusCode: 200, message: '', data: { key: 'answers/a/b.flac' } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadToSignedUrl', () => {
  it('tries again while the server is busy, then resolves with the stored key', async () => {
    const sent = fakeXhr([busy, busy, stored]);
    const progress = vi.fn();
    const data = await uploadToSignedUrl<{ key: string }>(
      '/files/upload/x?sig=1',
      new Blob(['a']),
      'audio/flac',
      progress,
      [0, 0, 0],
    );
    expect(data).toEqual({ key: 'answers/a/b.flac' });
    expect(sent).toEqual(Array(3).fill('PUT /files/upload/x?sig=1'));
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('gives up with the 503 after its last try, and does not retry other errors', async () => {
    fakeXhr([busy, busy]);
    const failed = await uploadToSignedUrl('/u', new Blob(['a']), 'audio/flac', () => {}, [0]).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(503);
    const sent = fakeXhr([
      {
        status: 413,
        body: { statusCode: 413, message: 'The file is too large.', data: { code: 'error.fileTooLarge' } },
      },
      stored,
    ]);
    const tooLarge = await uploadToSignedUrl('/u', new Blob(['a']), 'audio/flac', () => {}, [0, 0]).catch(
      (error: unknown) => error,
    );
    expect((tooLarge as ApiError).status).toBe(413);
    expect(sent).toHaveLength(1);
  });
});
