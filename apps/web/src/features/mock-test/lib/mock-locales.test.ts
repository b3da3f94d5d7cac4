import { describe, expect, it } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import { mockSectionKeys, mockStatusLabels } from '@prepwise/contracts';
import en from '../../../locales/mock/en.json';
import vi from '../../../locales/mock/vi.json';
import de from '../../../locales/mock/de.json';

const english: Record<string, string> = en;

describe('mock locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'mk',
    minimumUsed: 50,
    isCopyChecked: true,
  });

  it('has the template keys: the seed’s status labels in English, every section, skill and action', () => {
    for (const [status, label] of Object.entries(mockStatusLabels))
      expect(english[`status.${status}`]).toBe(label);
    for (const key of mockSectionKeys) expect(english[`section.${key}`]).toBeTruthy();
    for (const action of ['start', 'continue', 'finish', 'score', 'retry', 'cancel', 'result'])
      expect(english[`action.${action}`]).toBeTruthy();
    for (const skill of ['speaking', 'writing', 'reading', 'listening'])
      expect(english[`skill.${skill}`]).toBeTruthy();
    for (const band of ['excellent', 'good', 'fair', 'limited']) expect(english[`band.${band}`]).toBeTruthy();
  });
});
