import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  levels,
  type AdminQuestionSummary,
  type PhoneticGenerateRequest,
  type PhoneticGenerateResult,
} from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { apiErrorText } from '../../../lib/api-error-text';
import { ApiError } from '../../../lib/api-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminQuestionsKey, generatePhoneticItems, savePhoneticItems } from '../api/admin-questions-api';
import { PhoneticGeneratorForm } from '../components/phonetic-generator-form';
import { PhoneticPreviewCard } from '../components/phonetic-preview-card';
import { BackToQuestionsLink } from '../components/question-preview-player';
import { adminQuestionPath } from '../lib/admin-paths';
import { useQuestionsT } from '../lib/use-questions-t';

type Level = (typeof levels)[number];

function RefusedWords({ refused }: { refused: PhoneticGenerateResult['refused'] }) {
  const { qt } = useQuestionsT();
  if (refused.length === 0) return null;
  return (
    <Alert color="yellow" title={qt('phonetics.refusedTitle', { count: refused.length })}>
      <List size="sm" spacing={2} aria-label={qt('phonetics.refusedLabel')}>
        {refused.map(({ word, reason }) => (
          <List.Item key={word}>{qt(`phonetics.reason.${reason}`, { word })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function SavedQuestions({ saved }: { saved: AdminQuestionSummary[] }) {
  const { qt } = useQuestionsT();
  return (
    <Alert color="teal" role="status" title={qt('phonetics.saved', { count: saved.length })}>
      <Group gap="sm">
        {saved.map((question) => (
          <Anchor key={question.id} component={Link} to={adminQuestionPath(question.id)} size="sm">
            #{question.id}
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}

/** The previews with a tick each, and how to save the ticked ones (active or not, at a level). */
function Previews({ request, result }: { request: PhoneticGenerateRequest; result: PhoneticGenerateResult }) {
  const { qt } = useQuestionsT();
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set(result.items.map((_, index) => index)));
  const [isActive, setIsActive] = useState(true);
  const [level, setLevel] = useState<Level>('intermediate');
  const chosen = result.items.filter((_, index) => kept.has(index));
  const save = useMutation({
    mutationFn: () =>
      savePhoneticItems({
        type: request.type,
        items: chosen.map(({ options, underlined }) => ({ options, underlined })),
        activated: isActive,
        level,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]),
  });
  const itemErrors = new Map(
    save.error instanceof ApiError
      ? save.error.fields.map((field) => [field.field, qt('phonetics.unsettled')] as const)
      : [],
  );
  const toggle = (index: number, isKept: boolean) =>
    setKept((current) => {
      const next = new Set(current);
      if (isKept) next.add(index);
      else next.delete(index);
      return next;
    });

  if (save.data) return <SavedQuestions saved={save.data} />;
  return (
    <Stack gap="md">
      {result.items.map((preview, index) => (
        <PhoneticPreviewCard
          key={preview.options.join(' ')}
          type={request.type}
          preview={preview}
          position={index + 1}
          isKept={kept.has(index)}
          onKeptChange={(isKept) => toggle(index, isKept)}
          error={itemErrors.get(`items.${chosen.indexOf(preview)}`)}
        />
      ))}
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={qt('field.level')}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value as Level)}
          data={levels.map((value) => ({ value, label: qt(`level.${value}`) }))}
        />
        <Checkbox
          label={qt('phonetics.saveActive')}
          checked={isActive}
          onChange={(event) => setIsActive(event.currentTarget.checked)}
          mb={8}
        />
        <Button loading={save.isPending} disabled={chosen.length === 0} onClick={() => save.mutate()}>
          {qt('phonetics.save', { count: chosen.length })}
        </Button>
      </Group>
      {save.isError && (
        <Text c="red" size="sm" role="alert">
          {apiErrorText(save.error)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /platform/admin/questions/phonetics: THPT pronunciation and stress items made by the bank's
 * generator from the admin's words (or its own), previewed in the learners' player, the
 * chosen ones saved as questions. Only items the solver settles for certain are offered.
 */
export function AdminPhoneticsPage() {
  const { qt } = useQuestionsT();
  usePageTitle(qt('phonetics.title'));
  const [request, setRequest] = useState<PhoneticGenerateRequest | null>(null);
  const generate = useMutation({ mutationFn: generatePhoneticItems });
  const handleGenerate = (next: PhoneticGenerateRequest) => {
    setRequest(next);
    generate.mutate(next);
  };

  return (
    <Stack gap="md">
      <BackToQuestionsLink />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {qt('phonetics.title')}
        </Title>
        <Text c="dimmed">{qt('phonetics.subtitle')}</Text>
      </Stack>
      <PhoneticGeneratorForm isGenerating={generate.isPending} onGenerate={handleGenerate} />
      {generate.isPending && (
        <Skeleton height={240} radius="md" role="status" aria-label={qt('phonetics.generating')} />
      )}
      {generate.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(generate.error)}
        </Alert>
      )}
      {generate.data && request && !generate.isPending && (
        <Stack gap="md" aria-live="polite">
          <RefusedWords refused={generate.data.refused} />
          {generate.data.items.length === 0 ? (
            <EmptyState
              icon={<IconWand size={32} />}
              title={qt('phonetics.emptyTitle')}
              description={qt('phonetics.emptyText')}
            />
          ) : (
            <Previews key={generate.submittedAt} request={request} result={generate.data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
