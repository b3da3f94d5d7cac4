import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { HomeMessageAudience, HomeMessageKind, HomeMessageValues, Language } from '@prepwise/contracts';
import { homeMessageErrorKey } from '../lib/home-message-errors';
import { useAdminHomeT } from '../lib/use-admin-home-t';
import { HomeImageField } from './home-image-field';

/** One language's part of a home message as the form holds it. */
export interface HomeMessageTextDraft {
  title: string;
  body: string;
  imageKey: string | null;
}

/** The home message form's values: the schedule as the inputs hold it (local time), a text per language. */
export interface HomeMessageDraft {
  kind: HomeMessageKind;
  audience: HomeMessageAudience;
  startsAt: string;
  endsAt: string;
  texts: Record<Language, HomeMessageTextDraft>;
}

interface HomeMessageTextsFieldsProps {
  language: Language;
  control: Control<HomeMessageDraft, unknown, HomeMessageValues>;
  errors: FieldErrors<HomeMessageDraft>;
}

/** One language's title (required in English), text and image, named with the language's code. */
export function HomeMessageTextsFields({ language, control, errors }: HomeMessageTextsFieldsProps) {
  const { ht } = useAdminHomeT();
  const errorAt = (field: 'title' | 'body') => {
    const error = errors.texts?.[language]?.[field];
    return error ? ht(homeMessageErrorKey(`texts.${language}.${field}`, error)) : undefined;
  };
  return (
    <Fieldset legend={ht(`form.language.${language}`)} radius="md">
      <Stack gap="sm">
        <Controller
          control={control}
          name={`texts.${language}.title`}
          render={({ field }) => (
            <TextInput
              {...field}
              label={ht('form.title')}
              aria-label={`${ht('form.title')} (${language})`}
              lang={language}
              error={errorAt('title')}
              withAsterisk={language === 'en'}
            />
          )}
        />
        <Controller
          control={control}
          name={`texts.${language}.body`}
          render={({ field }) => (
            <Textarea
              {...field}
              label={ht('form.body')}
              aria-label={`${ht('form.body')} (${language})`}
              lang={language}
              autosize
              minRows={2}
              error={errorAt('body')}
            />
          )}
        />
        <Controller
          control={control}
          name={`texts.${language}.imageKey`}
          render={({ field }) => (
            <HomeImageField languageLabel={language} imageKey={field.value} onChange={field.onChange} />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
