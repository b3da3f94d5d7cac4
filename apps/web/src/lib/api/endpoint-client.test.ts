import { afterEach, describe, expect, it, vi } from 'vitest';
import { classesApi, learnerClassesApi, mockTestsApi, supportApi, teacherApi } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../test/fetch';
import { ApiError } from '../api-errors';
import { getStoredToken, saveToken } from '../session/token-storage';
import { createApiClient } from './endpoint-client';

vi.mock('../notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
const { notifyError, notifySuccess } = await import('../notify');

const classId = '3f0b7c9e-1111-4222-8333-444455556666';
const classes = createApiClient(classesApi);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('createApiClient', () => {
  it('builds the request from the declaration and returns a page as items and total', async () => {
    saveToken('the-token', true);
    const fetchMock = vi.fn<typeof fetch>(async () => {
      const response = envelopeResponse(200, '', [{ id: classId }]);
      response.headers.set('x-total-count', '31');
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const page = await classes.list({ query: { page: 1, size: 25, archived: 'false' } });
    expect(page).toEqual({ items: [{ id: classId }], total: 31 });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe('/api/classes?page=1&size=25&archived=false');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-token');
  });

  it("reads a list's full size from x-full-total-count, and counts the items without x-total-count", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      const response = envelopeResponse(200, '', [{ id: classId }]);
      response.headers.set('x-total-count', '31');
      response.headers.set('x-full-total-count', '40');
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(classes.list({ query: { page: 0, size: 10 } })).resolves.toEqual({
      items: [{ id: classId }],
      total: 31,
      fullTotal: 40,
    });
    fetchMock.mockImplementation(async () => envelopeResponse(200, '', [{ id: classId }, { id: 'b' }]));
    await expect(classes.list({ query: { page: 0, size: 10 } })).resolves.toEqual({
      items: [{ id: classId }, { id: 'b' }],
      total: 2,
    });
  });

  it('sends the body as JSON with path parameters in the URL, unwraps data and shows the success toast', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      envelopeResponse(200, 'Your changes have been applied.', { id: classId }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const detail = await classes.update(
      { params: { id: classId }, body: { name: '12A1' } },
      { context: { successMessage: true } },
    );
    expect(detail).toEqual({ id: classId });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe(`/api/classes/${classId}`);
    expect(init?.method).toBe('PATCH');
    expect(jsonBodyOf(init)).toEqual({ name: '12A1' });
    expect(notifySuccess).toHaveBeenCalledWith('Your changes have been applied.');
  });

  it("sends a call's extra headers (the support chat's visitor token) and a POST without a body", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelopeResponse(200, '', null));
    vi.stubGlobal('fetch', fetchMock);
    await createApiClient(supportApi).read(
      { params: { id: classId } },
      { context: { headers: { 'x-support-token': 'visitor-token' } } },
    );
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe(`/api/support/conversations/${classId}/read`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('x-support-token')).toBe('visitor-token');
  });

  it("waits for a call's own time-out instead of the usual 60 s", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(
          (_input, init) =>
            new Promise<Response>((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () =>
                reject(new DOMException('Aborted', 'AbortError')),
              );
            }),
        ),
      );
      let failure: unknown;
      const pending = classes
        .get({ params: { id: classId } }, { context: { timeoutMs: 120_000 } })
        .catch((error: unknown) => {
          failure = error;
        });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(failure).toBeUndefined();
      await vi.advanceTimersByTimeAsync(60_000);
      await pending;
      expect(failure).toMatchObject({ status: 0, code: 'error.timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws the catalogue ApiError with its toast; a 403 keeps the session, a 401 ends it', async () => {
    saveToken('the-token', true);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(403, 'You have no access to this class.', { code: 'error.classForbidden' }),
      ),
    );
    const forbidden = await classes.get({ params: { id: classId } }).catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ApiError);
    expect(forbidden).toMatchObject({ status: 403, code: 'error.classForbidden' });
    expect(notifyError).toHaveBeenCalledWith('You have no access to this class.', 'error.classForbidden');
    expect(getStoredToken()).toBe('the-token');

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(401, 'error.http.401', { code: 'error.http.401' })),
    );
    await createApiClient(learnerClassesApi)
      .mine({ query: { page: 0, size: 10 } }, { context: { silent: true } })
      .catch(() => undefined);
    expect(getStoredToken()).toBeNull();
  });

  it('hands a download over as a File with the server’s name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response('learner,score\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="gradebook.csv"',
            },
          }),
      ),
    );
    const file = await createApiClient(teacherApi).gradebookExport({
      params: { id: classId },
      query: { format: 'csv' },
    });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('gradebook.csv');
    // jsdom's File cannot take undici's Blob (its bytes read "[object Blob]" here); a browser's can.
    expect(file.type).toMatch(/^text\/csv/);
  });

  it("asks for a download's declared media type (the mock report's PDF), any type otherwise", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('%PDF-', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await createApiClient(mockTestsApi).report({ params: { id: classId } });
    await createApiClient(teacherApi).gradebookExport({ params: { id: classId }, query: { format: 'csv' } });
    const accepts = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept'));
    expect(accepts).toEqual(['application/pdf', '*/*']);
    expect(urlOf(fetchMock.mock.calls[0]?.[0] as RequestInfo)).toBe(`/api/mock-test-trial/report/${classId}`);
  });

  it('throws the catalogue error of a failed download (silent: no toast); no answer is "server not reachable"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(404, 'The report is not ready yet.', { code: 'error.reportNotReady' }),
      ),
    );
    const reports = createApiClient(mockTestsApi);
    const failure = await reports
      .report({ params: { id: classId } }, { context: { silent: true } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'error.reportNotReady' });
    expect(notifyError).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const unreachable = await reports.report({ params: { id: classId } }).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ status: 0, code: 'error.serverNotReachable' });
  });
});
