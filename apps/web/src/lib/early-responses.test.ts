import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { takeEarlyResponse } from './early-responses';

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ statusCode: 200, message: '', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

describe('early responses', () => {
  afterEach(() => {
    delete window.__prepwiseEarly;
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('hands a response to the first request of the same URL (any query order), once', async () => {
    const response = Promise.resolve(envelope(1));
    window.__prepwiseEarly = { token: 't', responses: { '/api/q?b=2&a=1': response } };
    expect(takeEarlyResponse('/api/q?a=1&b=2', 't')).toBe(response);
    expect(takeEarlyResponse('/api/q?a=1&b=2', 't')).toBeUndefined();
  });

  it('keeps it from a request with another token or none', () => {
    window.__prepwiseEarly = { token: 't', responses: { '/user/': Promise.resolve(envelope(1)) } };
    expect(takeEarlyResponse('/user/', 'other')).toBeUndefined();
    expect(takeEarlyResponse('/user/', null)).toBeUndefined();
  });

  it("is what the API client's GET reads, without asking the network again", async () => {
    localStorage.setItem('prepwise.token', 't');
    const fetchMock = vi.fn(() => Promise.resolve(envelope('from the network')));
    vi.stubGlobal('fetch', fetchMock);
    window.__prepwiseEarly = { token: 't', responses: { '/user/': Promise.resolve(envelope('early')) } };
    await expect(apiRequest('/user/')).resolves.toBe('early');
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/user/')).resolves.toBe('from the network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
