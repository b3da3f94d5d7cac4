import { Fieldset, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  languages,
  maxIntroDescription,
  maxIntroOverview,
  maxIntroTitle,
  type Language,
} from '@prepwise/contracts';
import { languageNames } from '../../../../lib/i18n';
import { useMocksT } from '../../lib/use-mocks-t';

/** One language's texts of an intro page in the form (empty: the page's own text is shown). */
export interface IntroTextsDraft {
  title: string;
  overview: string;
  description: string;
}
export type IntroTranslationsDraft = Record<Language, IntroTextsDraft>;

export const emptyIntroTexts: IntroTextsDraft = { title: '', overview: '', description: '' };

interface IntroTranslationsFieldsProps {
  value: IntroTranslationsDraft;
  onChange: (language: Language, texts: IntroTextsDraft) => void;
}

/**
 * The page's texts in each language, one language at a time: learners whose language has a text
 * see it; an empty one falls back to the page's own text above.
 */
export function IntroTranslationsFields({ value, onChange }: IntroTranslationsFieldsProps) {
  const { mct } = useMocksT();
  const [language, setLanguage] = useState<Language>('vi');
  const texts = value[language];
  const set = (field: keyof IntroTextsDraft, text: string) => onChange(language, { ...texts, [field]: text });
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
        <TextInput
          label={mct('translations.title', { language: name })}
          value={texts.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          maxLength={maxIntroTitle}
        />
        <Textarea
          label={mct('translations.overview', { language: name })}
          value={texts.overview}
          onChange={(event) => set('overview', event.currentTarget.value)}
          maxLength={maxIntroOverview}
          autosize
          minRows={2}
        />
        <Textarea
          label={mct('translations.description', { language: name })}
          value={texts.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={maxIntroDescription}
          autosize
          minRows={2}
        />
      </Stack>
    </Fieldset>
  );
}
