import { describe, expect, it } from 'vitest';
import { dropEmptyIdFields } from './request-cleaning.js';
import { hasAnyRole } from './roles.js';
import { loginRequestSchema, passwordSchema, resetFinishRequestSchema, signupRequestSchema } from './auth.js';
import { messageKeyOf, validationMessages } from './messages.js';
import { progressOf } from './constants.js';
import { paymentMethodNames, paymentMethods } from './marketplace.js';

describe('hasAnyRole (docs/product.md §6)', () => {
  it.each([
    [undefined, [], false],
    [[], [], false],
    [['ROLE_USER'], [], true],
    [['ROLE_USER'], ['ROLE_ADMIN'], false],
    [['ROLE_USER', 'ROLE_ADMIN'], ['ROLE_ADMIN'], true],
    [['ROLE_FREE_MEMBER'], ['ROLE_ADMIN', 'ROLE_FREE_MEMBER'], true],
  ] as const)('user %j, required %j -> %s', (userRoles, required, expected) => {
    expect(hasAnyRole(userRoles, required)).toBe(expected);
  });
});

describe('dropEmptyIdFields (docs/product.md §5)', () => {
  it('drops object fields whose id is "" or -1, at any depth, and keeps the rest', () => {
    const payload = {
      a: { id: '' },
      b: { id: -1, name: 'x' },
      c: { id: 0 },
      d: [{ inner: { id: '' }, keep: 1 }],
      e: 'text',
      f: null,
    };
    expect(dropEmptyIdFields(payload)).toEqual({ c: { id: 0 }, d: [{ keep: 1 }], e: 'text', f: null });
  });
});

describe('login schema (docs/product.md §5)', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(loginRequestSchema.parse({ email: ' Ann@Example.COM ', password: 'abcd' }).email).toBe(
      'ann@example.com',
    );
  });

  it.each([
    ['', validationMessages.emailRequired],
    ['a@b', validationMessages.emailMin],
    [`${'x'.repeat(48)}@b.c`, validationMessages.emailMax],
  ])('e-mail %j -> %s (and only that message)', (email, message) => {
    const result = loginRequestSchema.safeParse({ email, password: 'abcd' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('maps seed texts back to their catalogue keys for translation', () => {
    expect(messageKeyOf('Your password is required.')).toBe('passwordRequired');
    expect(messageKeyOf('Login success')).toBe('loginSuccess');
    expect(messageKeyOf('something else')).toBeUndefined();
  });
});

describe('signup schema', () => {
  it('needs a password unless a social token is given', () => {
    expect(signupRequestSchema.safeParse({ email: 'a@example.com', fullName: 'A' }).success).toBe(false);
    expect(
      signupRequestSchema.safeParse({
        email: 'a@example.com',
        fullName: 'A',
        socialNetwork: 'google',
        socialToken: 't',
      }).success,
    ).toBe(true);
  });

  it('turns empty optional fields into null', () => {
    const parsed = signupRequestSchema.parse({
      email: 'a@example.com',
      password: 'a-long-passphrase-9',
      fullName: 'A',
      phonenumber: '',
    });
    expect(parsed.phonenumber).toBeNull();
    expect(parsed.nationality).toBeNull();
  });
});

describe('progressOf (docs/product.md §9)', () => {
  it.each([
    [0, 10, 0, 'red'],
    [1, 3, 33.3, 'red'],
    [5, 10, 50, 'green'],
    [2, 3, 66.7, 'green'],
    [12, 10, 100, 'green'],
    [0, 0, 0, 'red'],
  ] as const)('%i of %i -> %s%% %s', (done, total, percent, tone) => {
    expect(progressOf(done, total)).toEqual({ percent, tone });
  });
});

describe('password policy', () => {
  it('refuses new passwords shorter than 8 characters or among the most common ones', () => {
    for (const password of ['abcd', 'abc1234', 'password', '12345678', 'Password1', 'qwerty123', 'iloveyou'])
      expect(passwordSchema.safeParse(password).success, password).toBe(false);
    expect(passwordSchema.safeParse('abcd').error?.issues[0]?.message).toBe(
      validationMessages.passwordTooShort,
    );
    expect(passwordSchema.safeParse('iloveyou').error?.issues[0]?.message).toBe(
      validationMessages.passwordCommon,
    );
    expect(resetFinishRequestSchema.safeParse({ password: 'sunshine' }).success).toBe(false);
    expect(
      signupRequestSchema.safeParse({ email: 'a@example.com', password: 'abcd', fullName: 'A' }).success,
    ).toBe(false);
  });

  it('accepts a long uncommon password, and sign-in still takes the old short ones', () => {
    expect(passwordSchema.safeParse('a-long-passphrase-9').success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@example.com', password: 'abcd' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@example.com', password: 'password' }).success).toBe(true);
  });
});

describe('paymentMethodNames', () => {
  it('names every payment method once, as its brand spells it', () => {
    expect(paymentMethods.map((method) => paymentMethodNames[method])).toEqual([
      'VNPay',
      'MoMo',
      'Stripe',
      'Sandbox',
    ]);
  });
});
