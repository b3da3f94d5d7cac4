import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMocksApi } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { ApiError } from '../../../lib/api-errors';
import { downloadChartCsv } from './admin-analytics-api';
import { uploadToEndpoint } from '../../../lib/api/endpoint-upload';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('../../../lib/save-file');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const image = new File(['webp'], 'cover.webp', { type: 'image/webp' });

describe('uploadToEndpoint from the console', () => {
  it("POSTs the file as the raw body to the declaration's path and answers the checked data", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      envelopeResponse(200, '', { key: 'intro-images/a.webp', url: '/media/a.webp' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await uploadToEndpoint(adminMocksApi.uploadIntroImage, {}, image);
    expect(result).toEqual({ key: 'intro-images/a.webp', url: '/media/a.webp' });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe('/api/admin/intro-pages/images');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(image);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/webp');
  });

  it('throws the catalogue ApiError of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(400, 'error.fileType', { code: 'error.fileType' })),
    );
    await expect(uploadToEndpoint(adminMocksApi.uploadIntroImage, {}, image)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('downloadChartCsv', () => {
  it("GETs the chart's CSV over the range and saves it under the chart's name", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('day,learners\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="active-learners-2026-01-01-2026-01-31.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await downloadChartCsv('activeLearners', { from: '2026-01-01', to: '2026-01-31' });
    const [input] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(input as RequestInfo)).toBe(
      '/api/admin/analytics/csv/active-learners?from=2026-01-01&to=2026-01-31',
    );
    expect(saveFile).toHaveBeenCalledWith(expect.any(File), 'active-learners-2026-01-01-2026-01-31.csv');
  });
});
