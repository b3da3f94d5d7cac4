import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
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
