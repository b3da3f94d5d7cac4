import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestTimeoutMs } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../test/fetch';
import { apiRequest, apiRequestEnvelope } from './api-client';
import { ApiError } from './api-errors';
import { notifyError, notifySuccess } from './notify';
import { getStoredToken, saveToken } from './session/token-storage';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: urlOf(call[0]), init: call[1] ?? {} };
}

describe('apiRequest on success', () => {
  it('unwraps the envelope and sends the stored bearer token', async () => {
    saveToken('token-123', false);
    fetchMock.mockResolvedValue(envelopeResponse(200, '', { isAdmin: false }));

    await expect(apiRequest('/user/')).resolves.toEqual({ isAdmin: false });
    const { url, init } = lastRequest();
    expect(url).toBe('/user/');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, '', null));
    await apiRequest('/api/health');
    expect(new Headers(lastRequest().init.headers).has('Authorization')).toBe(false);
  });

  it('POSTs JSON with fields whose id is empty or -1 dropped', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, '', null));
    await apiRequest('/api/payment/cart/add', {
      body: { product: { id: '' }, pack: { id: -1 }, voucher: { id: 7 } },
    });
    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(jsonBodyOf(init)).toEqual({ voucher: { id: 7 } });
  });

  it('shows the server message as a success toast when asked to', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, 'Login success', { accessToken: 'abc' }));
    const envelope = await apiRequestEnvelope('/auth/login', { body: {}, successMessage: true });
    expect(envelope.message).toBe('Login success');
    expect(notifySuccess).toHaveBeenCalledWith('Login success');
  });

  it('shows an attached success text instead of the server message', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, 'ok', null));
    await apiRequest('/x', { successMessage: 'Your changes have been applied.' });
    expect(notifySuccess).toHaveBeenCalledWith('Your changes have been applied.');
  });
});

describe('apiRequest error catalogue (docs/product.md §8)', () => {
  it('status 0: a network failure is "Server not reachable"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(apiRequest('/user/'));
    expect(error).toMatchObject({
      status: 0,
      message: 'Server not reachable',
      code: 'error.serverNotReachable',
    });
    expect(notifyError).toHaveBeenCalledWith('Server not reachable', 'error.serverNotReachable');
  });

  it('400: the server message with its code', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(400, 'Your email is required.', {
        code: 'error.validation',
        fields: [{ field: 'email', message: 'Your email is required.' }],
      }),
    );
    const error = await failureOf(apiRequest('/auth/signup', { body: {} }));
    expect(error).toMatchObject({
      status: 400,
      message: 'Your email is required.',
      code: 'error.validation',
    });
    expect(error.fields).toEqual([{ field: 'email', message: 'Your email is required.' }]);
    expect(notifyError).toHaveBeenCalledWith('Your email is required.', 'error.validation');
  });

  it('400: the raw body when it is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('Bad things happened', { status: 400 }));
    const error = await failureOf(apiRequest('/x'));
    expect(error.message).toBe('Bad things happened');
    expect(notifyError).toHaveBeenCalledWith('Bad things happened', undefined);
  });

  it('404: "Not found" whatever the server said', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(404, 'Route GET:/nope not found', { code: 'error.http.404' }),
    );
    const error = await failureOf(apiRequest('/nope'));
    expect(error).toMatchObject({ status: 404, message: 'Not found' });
    expect(notifyError).toHaveBeenCalledWith('Not found', 'error.http.404');
  });

  it('401: the server message, and the stored token is removed', async () => {
    saveToken('stale', true);
    fetchMock.mockResolvedValue(
      envelopeResponse(401, 'Incorrect email or password.', { code: 'error.badCredentials' }),
    );
    const error = await failureOf(apiRequest('/auth/login', { body: {} }));
    expect(error.message).toBe('Incorrect email or password.');
    expect(notifyError).toHaveBeenCalledWith('Incorrect email or password.', 'error.badCredentials');
    expect(getStoredToken()).toBeNull();
  });

  it('401 with the bare error.http.401 message: silent, token removed', async () => {
    saveToken('expired', false);
    fetchMock.mockResolvedValue(envelopeResponse(401, 'error.http.401', { code: 'error.http.401' }));
    const error = await failureOf(apiRequest('/user/access-control'));
    expect(error.isSilent).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
    expect(getStoredToken()).toBeNull();
  });

  it('401 on the user-info call is silent even with a message', async () => {
    saveToken('expired', false);
    fetchMock.mockResolvedValue(
      envelopeResponse(401, 'Your session is not valid.', { code: 'error.tokenInvalid' }),
    );
    await failureOf(apiRequest('/user/', { silentUnauthorized: true }));
    expect(notifyError).not.toHaveBeenCalled();
    expect(getStoredToken()).toBeNull();
  });

  it('403: the server message in a toast, and the session is kept', async () => {
    saveToken('token', true);
    fetchMock.mockResolvedValue(
      envelopeResponse(
        403,
        'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
        {
          code: 'error.freeModeNoScoring',
        },
      ),
    );
    const error = await failureOf(apiRequest('/marketplace/random-exam/score', { body: {} }));
    expect(error).toMatchObject({ status: 403, code: 'error.freeModeNoScoring' });
    expect(notifyError).toHaveBeenCalledWith(
      'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
      'error.freeModeNoScoring',
    );
    expect(getStoredToken()).toBe('token');
  });

  it('other statuses: the server message', async () => {
    fetchMock.mockResolvedValue(
      envelopeResponse(429, 'Too many requests. Please wait a moment and try again.', {
        code: 'error.http.429',
      }),
    );
    const error = await failureOf(apiRequest('/auth/login', { body: {} }));
    expect(error).toMatchObject({ status: 429, code: 'error.http.429' });
    expect(notifyError).toHaveBeenCalledWith(
      'Too many requests. Please wait a moment and try again.',
      'error.http.429',
    );
  });

  it('other statuses: the raw body without an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    expect((await failureOf(apiRequest('/x'))).message).toBe('Bad Gateway');
  });

  it('other statuses with an empty body: "Unknown error!"', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    expect(await failureOf(apiRequest('/x'))).toMatchObject({
      message: 'Unknown error!',
      code: 'error.unknown',
    });
  });

  it('no response: the error message', async () => {
    fetchMock.mockRejectedValue(new Error('The operation was refused'));
    const error = await failureOf(apiRequest('/x'));
    expect(error).toMatchObject({ status: 0, message: 'The operation was refused' });
  });

  it('no response and no message: "Unknown error!"', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    expect((await failureOf(apiRequest('/x'))).message).toBe('Unknown error!');
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(apiRequest('/slow'));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'error.timeout' });
  });

  it('a request carrying its own error message shows that text', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(500, 'boom', { code: 'error.http.500' }));
    await failureOf(apiRequest('/x', { errorMessage: 'Could not save the answer.' }));
    expect(notifyError).toHaveBeenCalledWith('Could not save the answer.');
  });

  it('silent requests show no toast', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(500, 'boom', { code: 'error.http.500' }));
    await failureOf(apiRequest('/api/analytics/page-view', { body: { path: '/' }, silent: true }));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a request aborted by its caller is passed through without a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});
