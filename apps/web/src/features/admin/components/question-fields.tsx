import { FileInput, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ItemQuestionType } from '@prepwise/contracts';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/translate-message';
import { uploadQuestionMedia } from '../api/admin-questions-api';
import { placeholderStyles } from '../lib/file-input-styles';
import { fieldsByType, imageDescriptionTypes, longFields } from '../lib/question-form';
import { useQuestionFormContext } from '../lib/use-question-form-context';
import { useQuestionsT } from '../lib/use-questions-t';
import { QuestionFieldProblem } from './question-field-problem';

/** Uploads a file and puts its address into a field (a prompt recording, a describe-image picture). */
function MediaUpload(props: { kind: 'audio' | 'image'; label: string; onUploaded: (url: string) => void }) {
  const { qt } = useQuestionsT();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const upload = useMutation({
    mutationFn: uploadQuestionMedia,
    onSuccess: (media) => {
      props.onUploaded(media.url);
      setMessage({
        ok: true,
        text:
          media.durationSeconds === null
            ? qt('media.uploaded')
            : qt('media.uploadedSeconds', { seconds: media.durationSeconds.toFixed(1) }),
      });
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: error instanceof ApiError ? translateMessage(error.message, error.code) : qt('media.failed'),
      }),
  });
  return (
    <Stack gap={4}>
      <FileInput
        label={props.label}
        placeholder={qt('media.choose')}
        styles={placeholderStyles}
        accept={
          props.kind === 'audio'
            ? 'audio/wav,audio/x-wav,audio/flac,audio/mpeg'
            : 'image/png,image/jpeg,image/webp'
        }
        leftSection={<IconUpload size={16} aria-hidden />}
        clearable={false}
        disabled={upload.isPending}
        onChange={(file) => {
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending && (
        <Text size="sm" role="status">
          {qt('media.uploading')}
        </Text>
      )}
      {message && (
        <Text size="sm" c={message.ok ? 'teal.8' : 'red.8'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}

/** The text fields of the chosen type, each with its problem and, for media, its upload. */
export function QuestionTextFields({ type }: { type: ItemQuestionType }) {
  const { qt } = useQuestionsT();
  const { register, setValue } = useQuestionFormContext();
  return fieldsByType[type].map((field) => (
    <Stack key={field} gap={4}>
      <QuestionFieldProblem name={field}>
        {(problem) => {
          const common = { label: qt(`field.${field}`), description: qt(`hint.${field}`), error: problem };
          return longFields.has(field) ? (
            <Textarea autosize minRows={2} maxRows={10} {...common} {...register(field)} />
          ) : (
            <TextInput {...common} {...register(field)} />
          );
        }}
      </QuestionFieldProblem>
      {field === 'audioLink' && (
        <MediaUpload
          kind="audio"
          label={qt('media.audio')}
          onUploaded={(url) => setValue('audioLink', url, { shouldDirty: true })}
        />
      )}
      {field === 'description' && imageDescriptionTypes.has(type) && (
        <MediaUpload
          kind="image"
          label={qt('media.image')}
          onUploaded={(url) => setValue('description', url, { shouldDirty: true })}
        />
      )}
    </Stack>
  ));
}

/** Where an explanation sits in the form: the question's own, or one of its sub-questions'. */
type ExplanationPath = 'explanation' | `questions.${number}.explanation`;

interface ExplanationFieldsProps {
  /** The question's explanation by default. */
  path?: ExplanationPath;
  /** The English and Vietnamese fields' labels. */
  labels?: { en: string; vi: string };
  /** A sub-question's: a line to start with, and a little narrower. */
  isCompact?: boolean;
}

/** The explanation of the right answer, in English and Vietnamese (a question's or a sub-question's). */
export function ExplanationFields({
  path = 'explanation',
  labels,
  isCompact = false,
}: ExplanationFieldsProps) {
  const { qt } = useQuestionsT();
  const { register } = useQuestionFormContext();
  const label = labels ?? { en: qt('field.explanationEn'), vi: qt('field.explanationVi') };
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {(['en', 'vi'] as const).map((language) => (
        <QuestionFieldProblem
          key={language}
          name={`${path}.${language}`}
          alsoAt={language === 'en' ? path : undefined}
        >
          {(problem) => (
            <Textarea
              label={label[language]}
              autosize
              minRows={isCompact ? 1 : 2}
              error={problem}
              style={{ flex: isCompact ? '1 1 220px' : '1 1 240px' }}
              {...register(`${path}.${language}`)}
            />
          )}
        </QuestionFieldProblem>
      ))}
    </Group>
  );
}
