import { describe, expect, it } from 'vitest';
import { scorerMessageKeys } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import en from '../../../locales/scoring/en.json';
import vi from '../../../locales/scoring/vi.json';
import de from '../../../locales/scoring/de.json';
import { scorerMessageKey, translateScorerMessage } from './scorer-messages';

describe('the scorer’s messages in the learner’s language', () => {
  it('recognises the scorer’s message shapes with the words they name', () => {
    expect(scorerMessageKey('Misspelled: did you mean receive?')).toEqual({
      key: 'msg.misspelledSuggest',
      values: { words: 'receive' },
    });
    expect(scorerMessageKey('Key idea not covered: "free tuition"')).toEqual({
      key: 'msg.keyIdeaMissing',
      values: { idea: 'free tuition' },
    });
    expect(scorerMessageKey('Something the table does not know')).toBeNull();
  });

  it('translates known messages and keeps unknown ones as written', async () => {
    await i18n.loadLanguages('vi'); // Vietnamese texts are a chunk loaded when chosen.
    const vi = i18n.getFixedT('vi', 'scoring');
    expect(translateScorerMessage('Key idea not covered: "free tuition"', vi)).toBe(
      'Chưa đề cập ý chính: “free tuition”',
    );
    expect(translateScorerMessage('The verb does not agree with "people"', vi)).toBe(
      'Động từ không hòa hợp với “people”',
    );
    expect(translateScorerMessage('A brand new rule', vi)).toBe('A brand new rule');
  });
});

describe('keyed scorer messages', () => {
  it.each([
    ['en', en],
    ['vi', vi],
    ['de', de],
  ])('%s has a text for every key of the catalogue', (_language, texts: Record<string, string>) => {
    for (const key of scorerMessageKeys) expect(texts[`msg.${key}`], key).toBeTruthy();
  });

  it('translates a key with its parameters, numbers in the language’s notation', async () => {
    await i18n.loadLanguages(['vi', 'de']);
    const vi = i18n.getFixedT('vi', 'scoring');
    const de = i18n.getFixedT('de', 'scoring');
    const pause = { key: 'longPause', params: { seconds: 2.5 } };
    const comma = (value: number) => String(value).replace('.', ',');
    expect(translateScorerMessage(pause, vi, comma)).toBe('Ngừng 2,5 giây');
    expect(translateScorerMessage(pause, de, comma)).toBe('Pause von 2,5 s');
    expect(translateScorerMessage({ key: 'wordNotSaid', params: { word: 'ocean' } }, vi)).toBe(
      'Chưa nói “ocean”',
    );
  });

  it('writes nothing for a malformed message', () => {
    const en = i18n.getFixedT('en', 'scoring');
    expect(translateScorerMessage({ key: 'no-such-key', params: {} }, en)).toBe('');
    expect(translateScorerMessage(undefined, en)).toBe('');
  });
});
