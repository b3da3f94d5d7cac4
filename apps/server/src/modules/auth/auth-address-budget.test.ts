import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';

/**
 * One budget per public address for sign-in, sign-up and password reset together: spreading
 * guesses or sign-ups over the three routes does not multiply what an address may send.
 */
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
});
afterAll(async () => {
  await context.close();
});

const send = (url: string, payload: object, remoteAddress: string) =>
  context.app.inject({ method: 'POST', url, payload, remoteAddress });

const signIn = (address: string) =>
  send('/auth/login', { email: 'nobody@prepwise.test', password: 'wrong-password' }, address);
const signUp = (address: string, index: number) =>
  send(
    '/auth/signup',
    { email: `budget-${index}@prepwise.test`, password: 'a-long-passphrase-9', fullName: 'Budget' },
    address,
  );
const reset = (address: string) =>
  send('/auth/reset/reset-password', { email: 'nobody@prepwise.test' }, address);

describe('one per-address budget for sign-in, sign-up and reset', () => {
  it('counts the three routes together', async () => {
    const address = '192.0.2.10';
    const statuses = [
      (await signIn(address)).statusCode,
      (await signUp(address, 1)).statusCode,
      (await reset(address)).statusCode,
      (await signIn(address)).statusCode,
    ];
    expect(statuses.every((status) => status !== 429)).toBe(true);
    for (const response of [await signUp(address, 2), await reset(address), await signIn(address)]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ statusCode: 429, data: { code: 'error.http.429' } });
    }
  });

  it('leaves another address its own budget', async () => {
    expect((await reset('192.0.2.11')).statusCode).toBe(200);
    expect((await signUp('192.0.2.11', 3)).statusCode).toBe(200);
  });
});
