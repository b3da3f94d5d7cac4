import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { levels, questionDraftSchema, type QuestionDraft } from '@prepwise/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { QueryStates } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-errors';
import { translateMessage } from '../../../lib/translate-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminQuestionQueryOptions, adminQuestionsKey, saveAdminQuestion } from '../api/admin-questions-api';
import { BackToQuestionsLink, QuestionPreviewPlayer } from '../components/question-preview-player';
import { ExplanationFields, QuestionTextFields } from '../components/question-fields';
import { SubQuestionsEditor } from '../components/sub-questions-editor';
import { adminQuestionPath } from '../lib/admin-paths';
import {
  draftFromForm,
  emptyQuestionForm,
  fieldsByType,
  formFromQuestion,
  hasExplanation,
  previewOf,
  questionTypeChoices,
  type QuestionFormValues,
  type QuestionRest,
} from '../lib/question-form';
import { requestResolver } from '../../../lib/request-resolver';
import { useQuestionFormContext } from '../lib/use-question-form-context';
import { useQuestionsT } from '../lib/use-questions-t';

/** The learners' player with what the form holds now (its own component: typing re-renders only it). */
function QuestionPreview({ id }: { id: number | null }) {
  const { qt } = useQuestionsT();
  const { control } = useQuestionFormContext();
  const question = useWatch({ control, compute: (values) => previewOf(values, id) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="question-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="question-preview-title">
          {qt('preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {qt('preview.text')}
        </Text>
        <QuestionPreviewPlayer key={`${question.type}-${question.audioLink ?? ''}`} question={question} />
      </Stack>
    </Card>
  );
}

/** The question is checked by the endpoint's schema; the rest of it (groups, exam…) is the context. */
const resolver = requestResolver(questionDraftSchema, draftFromForm);

interface QuestionFormProps {
  id: number | null;
  initial: QuestionFormValues;
  /** Everything else the question had, sent back unchanged. */
  rest: QuestionRest;
}

/**
 * The question's fields for its type, checked by the endpoint's schema before anything is sent;
 * the schema's and the server's problems show on the fields they name (the form's values are
 * shaped as the request), and a refused save keeps everything typed.
 */
function QuestionForm(props: QuestionFormProps) {
  const { qt, t } = useQuestionsT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<QuestionFormValues, QuestionRest, QuestionDraft>({
    resolver,
    defaultValues: props.initial,
    context: props.rest,
  });
  const { control, register, setError } = form;
  const type = useWatch({ control, name: 'type' });
  const hasProblems = Object.keys(form.formState.errors).length > 0;
  const [isPreviewing, setIsPreviewing] = useState(false);
  const save = useMutation({
    mutationFn: (draft: QuestionDraft) => saveAdminQuestion(props.id, draft),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      if (props.id === null) void navigate(adminQuestionPath(saved.content.id), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // The server checks with the same schema, so its paths are the form's; its first word on a field stands.
      const named = new Set<string>();
      for (const field of error.fields) {
        if (named.has(field.field)) continue;
        named.add(field.field);
        setError(field.field as Path<QuestionFormValues>, {
          type: 'server',
          message: translateMessage(field.message),
        });
      }
    },
  });
  // A refusal by the schema replaces the last save's failure: the alert then says what is wrong now.
  const handleSubmit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => save.reset(),
  );
  const saveProblem = !save.isError
    ? undefined
    : save.error instanceof ApiError
      ? // The catalogue's text of the code in the admin's language (the server's own text in English).
        translateMessage(save.error.message, save.error.code)
      : qt('form.failed');
  // Said also when the schema refused the save, so a screen reader's user learns nothing was sent.
  const problem = saveProblem ?? (hasProblems ? qt('form.invalid') : undefined);

  return (
    <FormProvider {...form}>
      <Stack gap="md">
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={qt('form.label')}>
          <Stack gap="sm">
            {problem && (
              <Alert color="red" role="alert" title={qt('form.problems')}>
                {problem}
              </Alert>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label={qt('field.type')}
                data={questionTypeChoices.map((choice) => ({
                  value: choice,
                  label: t(`questionType.${choice}`),
                }))}
                style={{ flex: '2 1 220px' }}
                // A saved question keeps its type. Shown, not registered: the form leaves a disabled input's value out.
                {...(props.id === null ? register('type') : { value: type, disabled: true })}
              />
              <NativeSelect
                label={qt('field.level')}
                data={levels.map((level) => ({ value: level, label: qt(`level.${level}`) }))}
                style={{ flex: '1 1 140px' }}
                {...register('level')}
              />
            </Group>
            <QuestionTextFields type={type} />
            {type === 'READING_COMPREHEND' && <SubQuestionsEditor />}
            {hasExplanation(fieldsByType[type]) && <ExplanationFields />}
            <Group gap="lg">
              <Checkbox label={qt('field.activated')} {...register('activated')} />
              <Checkbox label={qt('field.repeated')} {...register('repeated')} />
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
        {isPreviewing && <QuestionPreview id={props.id} />}
      </Stack>
    </FormProvider>
  );
}

/**
 * /platform/admin/questions/:id (`new` to create): a question's fields for its type, checked with
 * the content import's rules (the contracts' schema, then the server's validation; problems shown
 * by field), and a preview in the learners' own player.
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
        <QuestionForm key={questionId} id={null} initial={emptyQuestionForm()} rest={{}} />
      ) : isValidId ? (
        <QueryStates
          query={question}
          errorMessage={qt('form.loadFailed')}
          loading={<Skeleton height={320} radius="md" role="status" aria-label={qt('form.loading')} />}
        >
          {(data) => {
            const { values, rest } = formFromQuestion(data);
            return (
              <QuestionForm key={`${questionId}-${data.updatedDate}`} id={id} initial={values} rest={rest} />
            );
          }}
        </QueryStates>
      ) : (
        <ErrorState message={qt('form.loadFailed')} />
      )}
    </Stack>
  );
}
