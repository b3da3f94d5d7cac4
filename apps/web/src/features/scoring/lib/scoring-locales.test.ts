import { describe, expect, it } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/scoring/en.json';
import vi from '../../../locales/scoring/vi.json';
import de from '../../../locales/scoring/de.json';

const english: Record<string, string> = en;

describe('scoring locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'st',
    minimumUsed: 30,
  });

  it('names every trait, word quality, mark kind and skill the views build keys for', () => {
    const traits = ['content', 'form', 'grammar', 'vocabulary', 'spelling', 'developmentStructureCoherence'];
    for (const trait of [...traits, 'generalLinguisticRange', 'oralFluency', 'pronunciation'])
      expect(english[`trait.${trait}`], trait).toBeTruthy();
    for (const quality of ['good', 'weak', 'mispronounced', 'skipped', 'inserted'])
      expect(english[`speech.${quality}`], quality).toBeTruthy();
    for (const kind of ['spelling', 'grammar', 'vocabulary', 'copied'])
      expect(english[`kind.${kind}`], kind).toBeTruthy();
    for (const skill of ['speaking', 'writing', 'reading', 'listening'])
      expect(english[`skill.${skill}`], skill).toBeTruthy();
  });
});
