import { Textarea, TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import {
  maxIntroDescription,
  maxIntroOverview,
  maxIntroTitle,
  type AdminIntroPageRequest,
  type Language,
  type MockBlueprintName,
  type MockKind,
} from '@prepwise/contracts';

/** One language's texts of an intro page in the form (empty: the page's own text is shown). */
export interface IntroTextsDraft {
  title: string;
  overview: string;
  description: string;
}
/** The form's control: the draft's values, the contracts' request once checked. */
export type IntroPageControl = Control<IntroPageDraft, unknown, AdminIntroPageRequest>;

export type IntroTranslationsDraft = Record<Language, IntroTextsDraft>;

export const emptyIntroTexts: IntroTextsDraft = { title: '', overview: '', description: '' };

/** The intro page form's values: the request's fields, the package as the select holds it ('' for none). */
export interface IntroPageDraft extends IntroTextsDraft {
  /** Every language's texts, empty where none was written. */
  translations: IntroTranslationsDraft;
  imageUrl: string | null;
  packageId: string;
  kind: MockKind;
  blueprint: MockBlueprintName;
  activated: boolean;
}

type IntroTextField = keyof IntroTextsDraft;

interface IntroTextsFieldsProps {
  control: IntroPageControl;
  /** The page's own texts, or one language's translation of them. */
  at: 'page' | Language;
  labels: Record<IntroTextField, string>;
  /** Each field's problem, in the admin's language (the page's own texts only). */
  errors?: Partial<Record<IntroTextField, string | undefined>>;
  /** The page's own title and overview are required; a translation's are not. */
  isRequired?: boolean;
}

const nameOf = (at: IntroTextsFieldsProps['at'], field: IntroTextField) =>
  at === 'page' ? field : (`translations.${at}.${field}` as const);

/** An intro page's title, overview and description, with the contracts' lengths. */
export function IntroTextsFields({
  control,
  at,
  labels,
  errors = {},
  isRequired = false,
}: IntroTextsFieldsProps) {
  const lang = at === 'page' ? undefined : at;
  return (
    <>
      <Controller
        control={control}
        name={nameOf(at, 'title')}
        render={({ field }) => (
          <TextInput
            {...field}
            required={isRequired}
            lang={lang}
            label={labels.title}
            maxLength={maxIntroTitle}
            error={errors.title}
          />
        )}
      />
      <Controller
        control={control}
        name={nameOf(at, 'overview')}
        render={({ field }) => (
          <Textarea
            {...field}
            required={isRequired}
            lang={lang}
            label={labels.overview}
            maxLength={maxIntroOverview}
            autosize
            minRows={2}
            error={errors.overview}
          />
        )}
      />
      <Controller
        control={control}
        name={nameOf(at, 'description')}
        render={({ field }) => (
          <Textarea
            {...field}
            lang={lang}
            label={labels.description}
            maxLength={maxIntroDescription}
            autosize
            minRows={at === 'page' ? 3 : 2}
            error={errors.description}
          />
        )}
      />
    </>
  );
}
