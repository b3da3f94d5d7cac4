import { describe, expect, it } from 'vitest';
import { isPrivatePath, rememberLocation, resolvePostLoginTarget } from './redirect-target';

describe('resolvePostLoginTarget', () => {
  it('returns to the remembered private page with its query string and hash', () => {
    const state = rememberLocation({
      pathname: '/platform/user/profile',
      search: '?tab=avatar',
      hash: '#photo',
    });
    expect(resolvePostLoginTarget(state, '')).toBe('/platform/user/profile?tab=avatar#photo');
  });

  it('ignores the login query string when a page is remembered', () => {
    const state = rememberLocation({ pathname: '/platform/exam', search: '?type=ESSAY', hash: '' });
    expect(resolvePostLoginTarget(state, '?utm=mail')).toBe('/platform/exam?type=ESSAY');
  });

  it('goes home keeping the login page query string when nothing is remembered', () => {
    expect(resolvePostLoginTarget(null, '?utm=mail')).toBe('/platform/user/home?utm=mail');
    expect(resolvePostLoginTarget(undefined, '')).toBe('/platform/user/home');
  });

  it('never goes back to an authentication page or outside the platform', () => {
    for (const pathname of ['/platform/auth/login', '/', '//evil.example/platform/', '/other']) {
      expect(resolvePostLoginTarget(rememberLocation({ pathname, search: '', hash: '' }), '?a=1')).toBe(
        '/platform/user/home?a=1',
      );
    }
  });

  it('ignores malformed router state', () => {
    expect(resolvePostLoginTarget({ from: 'x' }, '')).toBe('/platform/user/home');
    expect(resolvePostLoginTarget({ from: { pathname: 3 } }, '')).toBe('/platform/user/home');
  });
});

describe('isPrivatePath', () => {
  it('accepts pages of the private area only', () => {
    expect(isPrivatePath('/platform/user/home')).toBe(true);
    expect(isPrivatePath('/platform/mock-test')).toBe(true);
    expect(isPrivatePath('/platform/auth/register')).toBe(false);
    expect(isPrivatePath('/platform//x')).toBe(false);
  });
});
