import { Fieldset, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { languages, type Language } from '@prepwise/contracts';
import { languageNames } from '../../../../lib/i18n';
import { useMocksT } from '../../lib/use-mocks-t';
import { IntroTextsFields, type IntroPageControl } from './intro-texts-fields';

/**
 * The page's texts in each language, one language at a time: learners whose language has a text
 * see it; an empty one falls back to the page's own text above.
 */
export function IntroTranslationsFields({ control }: { control: IntroPageControl }) {
  const { mct } = useMocksT();
  const [language, setLanguage] = useState<Language>('vi');
  const name = languageNames[language];
  return (
    <Fieldset legend={mct('field.translations')} radius="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {mct('translations.hint', { questions: '{{questions}}', minutes: '{{minutes}}' })}
        </Text>
        <SegmentedControl
          aria-label={mct('translations.language')}
          value={language}
          onChange={(next) => setLanguage(languages.find((candidate) => candidate === next) ?? 'vi')}
          data={languages.map((code) => ({ value: code, label: languageNames[code] }))}
        />
        <IntroTextsFields
          key={language}
          control={control}
          at={language}
          labels={{
            title: mct('translations.title', { language: name }),
            overview: mct('translations.overview', { language: name }),
            description: mct('translations.description', { language: name }),
          }}
        />
      </Stack>
    </Fieldset>
  );
}
