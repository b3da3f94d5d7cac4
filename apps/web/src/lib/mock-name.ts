import { readGeneratedMockName } from '@prepwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';
import { currentLanguage } from './i18n';

/**
 * A mock's name in the learner's language: a generated mock's stored English name ("PTE random
 * mock 2026-11-28") is said in the interface language with the day in its notation; any other
 * name (one an admin wrote) is shown as it is.
 */
export function useMockName(): (name: string) => string {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (name) => {
    const generated = readGeneratedMockName(name);
    if (!generated) return name;
    return t('mockName.random', {
      kind: generated.kind,
      date: formatDate(`${generated.day}T12:00:00Z`, language),
    });
  };
}
