import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('keeps the seed texts in English', () => {
    expect(translateMessage('Your email is required.')).toBe('Your email is required.');
    expect(translateMessage('Login success')).toBe('Login success');
  });

  it('translates seed texts by their catalogue key', async () => {
    await i18n.changeLanguage('vi');
    expect(translateMessage('Your email is required.')).toBe('Vui lòng nhập email.');
    await i18n.changeLanguage('de');
    expect(translateMessage('Your password has been reset.')).toBe('Dein Passwort wurde zurückgesetzt.');
  });

  it('translates error codes, keeping a specific English server text in English', async () => {
    expect(translateMessage('Incorrect email or password.', 'error.badCredentials')).toBe(
      'Incorrect email or password.',
    );
    expect(translateMessage('Mock 12 was already scored.', 'error.conflict')).toBe(
      'Mock 12 was already scored.',
    );
    await i18n.changeLanguage('vi');
    expect(translateMessage('Incorrect email or password.', 'error.badCredentials')).toBe(
      'Email hoặc mật khẩu không đúng.',
    );
    expect(translateMessage('Server not reachable', 'error.serverNotReachable')).toBe(
      'Không thể kết nối tới máy chủ',
    );
  });

  it('shows unknown texts as they are', async () => {
    await i18n.changeLanguage('de');
    expect(translateMessage('Bad Gateway')).toBe('Bad Gateway');
    expect(translateMessage('Bad Gateway', 'error.nope')).toBe('Bad Gateway');
  });
});
