import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { levels, type ItemQuestionType } from '@prepwise/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { QueryStates } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminAuditKey } from '../api/admin-audit-api';
import {
  adminQuestionQueryOptions,
  adminQuestionsKey,
  saveAdminQuestion,
  uploadQuestionMedia,
} from '../api/admin-questions-api';
import { BackToQuestionsLink, QuestionPreviewPlayer } from '../components/question-preview-player';
import { SubQuestionsEditor } from '../components/sub-questions-editor';
import { adminQuestionPath } from '../lib/admin-paths';
import {
  draftFromForm,
  emptyQuestionForm,
  fieldsByType,
  formFromQuestion,
  hasExplanation,
  imageDescriptionTypes,
  longFields,
  previewOf,
  questionTypeChoices,
  type QuestionFormValues,
  type TextField,
} from '../lib/question-form';
import { useQuestionsT } from '../lib/use-questions-t';
import { placeholderStyles } from '../lib/file-input-styles';

type FieldErrors = Partial<Record<string, string>>;

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

function QuestionPreview({ values, id }: { values: QuestionFormValues; id: number | null }) {
  const { qt } = useQuestionsT();
  const question = previewOf(values, id);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="question-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="question-preview-title">
          {qt('preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {qt('preview.text')}
        </Text>
        <QuestionPreviewPlayer key={`${values.type}-${values.texts.audioLink}`} question={question} />
      </Stack>
    </Card>
  );
}

function QuestionForm(props: { id: number | null; initial: QuestionFormValues }) {
  const { qt, t } = useQuestionsT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPreviewing, setIsPreviewing] = useState(false);
  const fields = fieldsByType[values.type];
  const save = useMutation({
    mutationFn: () => saveAdminQuestion(props.id, draftFromForm(values) as never),
    onSuccess: async (saved) => {
      setErrors({});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      if (props.id === null) void navigate(adminQuestionPath(saved.content.id), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setErrors({ form: qt('form.failed') });
      // The catalogue's text of the code in the admin's language (the server's own text in English).
      const next: FieldErrors = { form: translateMessage(error.message, error.code) };
      for (const field of error.fields) next[field.field] ??= translateMessage(field.message);
      setErrors(next);
    },
  });
  const setText = (field: TextField, value: string) =>
    setValues((current) => ({ ...current, texts: { ...current.texts, [field]: value } }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Stack gap="md">
      <form onSubmit={handleSubmit} noValidate aria-label={qt('form.label')}>
        <Stack gap="sm">
          {errors.form && (
            <Alert color="red" role="alert" title={qt('form.problems')}>
              {errors.form}
            </Alert>
          )}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={qt('field.type')}
              value={values.type}
              disabled={props.id !== null}
              onChange={(event) => {
                const type = event.currentTarget.value as ItemQuestionType;
                setValues((current) => ({ ...current, type }));
              }}
              data={questionTypeChoices.map((type) => ({ value: type, label: t(`questionType.${type}`) }))}
              style={{ flex: '2 1 220px' }}
            />
            <NativeSelect
              label={qt('field.level')}
              value={values.level}
              onChange={(event) => {
                const level = event.currentTarget.value as QuestionFormValues['level'];
                setValues((current) => ({ ...current, level }));
              }}
              data={levels.map((level) => ({ value: level, label: qt(`level.${level}`) }))}
              style={{ flex: '1 1 140px' }}
            />
          </Group>
          {fields.map((field) => {
            const common = {
              label: qt(`field.${field}`),
              description: qt(`hint.${field}`),
              value: values.texts[field],
              // A blank field's problem in the admin's language (the contracts' schema speaks English).
              error: errors[field] && !values.texts[field].trim() ? qt('problem.blank') : errors[field],
              onChange: (event: { currentTarget: { value: string } }) =>
                setText(field, event.currentTarget.value),
            };
            return (
              <Stack key={field} gap={4}>
                {longFields.has(field) ? (
                  <Textarea autosize minRows={2} maxRows={10} {...common} />
                ) : (
                  <TextInput {...common} />
                )}
                {field === 'audioLink' && (
                  <MediaUpload
                    kind="audio"
                    label={qt('media.audio')}
                    onUploaded={(url) => setText('audioLink', url)}
                  />
                )}
                {field === 'description' && imageDescriptionTypes.has(values.type) && (
                  <MediaUpload
                    kind="image"
                    label={qt('media.image')}
                    onUploaded={(url) => setText('description', url)}
                  />
                )}
              </Stack>
            );
          })}
          {values.type === 'READING_COMPREHEND' && (
            <SubQuestionsEditor
              value={values.subQuestions}
              errors={errors}
              onChange={(subQuestions) => setValues((current) => ({ ...current, subQuestions }))}
            />
          )}
          {hasExplanation(fields) && (
            <Group gap="sm" align="flex-start" wrap="wrap">
              <Textarea
                label={qt('field.explanationEn')}
                autosize
                minRows={2}
                value={values.explanationEn}
                error={errors['explanation.en'] ?? errors.explanation}
                onChange={(event) => {
                  const explanationEn = event.currentTarget.value;
                  setValues((current) => ({ ...current, explanationEn }));
                }}
                style={{ flex: '1 1 240px' }}
              />
              <Textarea
                label={qt('field.explanationVi')}
                autosize
                minRows={2}
                value={values.explanationVi}
                error={errors['explanation.vi']}
                onChange={(event) => {
                  const explanationVi = event.currentTarget.value;
                  setValues((current) => ({ ...current, explanationVi }));
                }}
                style={{ flex: '1 1 240px' }}
              />
            </Group>
          )}
          <Group gap="lg">
            <Checkbox
              label={qt('field.activated')}
              checked={values.activated}
              onChange={(event) => {
                const activated = event.currentTarget.checked;
                setValues((current) => ({ ...current, activated }));
              }}
            />
            <Checkbox
              label={qt('field.repeated')}
              checked={values.repeated}
              onChange={(event) => {
                const repeated = event.currentTarget.checked;
                setValues((current) => ({ ...current, repeated }));
              }}
            />
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {props.id === null ? qt('form.create') : qt('form.save')}
            </Button>
            <Button
              variant="default"
              onClick={() => setIsPreviewing((shown) => !shown)}
              aria-expanded={isPreviewing}
            >
              {isPreviewing ? qt('preview.hide') : qt('preview.show')}
            </Button>
          </Group>
        </Stack>
      </form>
      {isPreviewing && <QuestionPreview values={values} id={props.id} />}
    </Stack>
  );
}

/**
 * /platform/admin/questions/:id (`new` to create): a question's fields for its type, saved with
 * the server's validation (the content import's rules, problems shown by field), and a preview in
 * the learners' own player.
 */
export function AdminQuestionEditPage() {
  const { qt } = useQuestionsT();
  const { questionId = 'new' } = useParams();
  const id = questionId === 'new' ? null : Number(questionId);
  const isValidId = id === null || (Number.isInteger(id) && id > 0);
  usePageTitle(id === null ? qt('form.newTitle') : qt('form.editTitle', { id }));
  const question = useQuery({ ...adminQuestionQueryOptions(id ?? 0), enabled: id !== null && isValidId });

  return (
    <Stack gap="md">
      <BackToQuestionsLink />
      <Title order={1} size="h2">
        {id === null ? qt('form.newTitle') : qt('form.editTitle', { id })}
      </Title>
      {id === null ? (
        <QuestionForm key={questionId} id={null} initial={emptyQuestionForm()} />
      ) : isValidId ? (
        <QueryStates
          query={question}
          errorMessage={qt('form.loadFailed')}
          loading={<Skeleton height={320} radius="md" role="status" aria-label={qt('form.loading')} />}
        >
          {(data) => (
            <QuestionForm
              key={`${questionId}-${data.updatedDate}`}
              id={id}
              initial={formFromQuestion(data)}
            />
          )}
        </QueryStates>
      ) : (
        <ErrorState message={qt('form.loadFailed')} />
      )}
    </Stack>
  );
}
