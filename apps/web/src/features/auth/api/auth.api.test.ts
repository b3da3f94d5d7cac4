import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, jsonBodyOf } from '../../../test/fetch';
import { logIn } from './auth.api';

describe('logIn', () => {
  it('lower-cases the e-mail before sending', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(envelopeResponse(200, 'Login success', { accessToken: 't' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(logIn({ email: 'Learner@Prepwise.Test', password: 'learner123' })).resolves.toEqual({
      accessToken: 't',
    });
    const body = jsonBodyOf(fetchMock.mock.calls[0]?.[1]);
    expect(body).toEqual({ email: 'learner@prepwise.test', password: 'learner123' });
  });
});
