import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportUploadsApi } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../test/fetch';
import { saveToken } from '../session/token-storage';
import { endpointPath, uploadToEndpoint } from './endpoint-upload';

const conversationId = '3f0b7c9e-1111-4222-8333-444455556666';
const image = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadToEndpoint', () => {
  it('fills the path parameters of the declaration', () => {
    expect(endpointPath(supportUploadsApi.staff, { id: 'a b/c' })).toBe(
      '/api/admin/support/conversations/a%20b%2Fc/attachments',
    );
  });

  it('PUTs the file as the raw body with its type, the token and extra headers, and returns the checked data', async () => {
    saveToken('the-token', true);
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, '', { key: 'support/x/y.webp' }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await uploadToEndpoint(supportUploadsApi.learner, { id: conversationId }, image, {
      'x-support-token': 'visitor-token',
    });
    expect(data).toEqual({ key: 'support/x/y.webp' });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe(`/api/support/conversations/${conversationId}/attachments`);
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(image);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('image/png');
    expect(headers.get('x-support-token')).toBe('visitor-token');
    expect(headers.get('Authorization')).toBe('Bearer the-token');
  });

  it("throws the server's message on a failure or an answer without the declared data", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(415, 'This type of file is not accepted.', { code: 'error.fileType' }),
      ),
    );
    await expect(uploadToEndpoint(supportUploadsApi.learner, { id: conversationId }, image)).rejects.toThrow(
      'This type of file is not accepted.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(200, '', { other: 1 })),
    );
    await expect(
      uploadToEndpoint(supportUploadsApi.learner, { id: conversationId }, image),
    ).rejects.toThrow();
  });
});
