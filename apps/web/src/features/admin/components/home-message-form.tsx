import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  homeMessageAudiences,
  homeMessageInputSchema,
  homeMessageKinds,
  languages,
  type HomeMessage,
  type HomeMessageInput,
  type HomeMessageValues,
} from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminHomeKey, saveHomeMessage } from '../api/admin-home-api';
import { homeMessageErrorKey } from '../lib/home-message-errors';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';
import { requestResolver } from '../../../lib/request-resolver';
import { useAdminHomeT } from '../lib/use-admin-home-t';
import {
  HomeMessageTextsFields,
  type HomeMessageDraft,
  type HomeMessageTextDraft,
} from './home-message-texts-fields';

type Draft = HomeMessageDraft;

const emptyText: HomeMessageTextDraft = { title: '', body: '', imageKey: null };

function draftOf(message: HomeMessage | undefined, now: Date): Draft {
  if (!message) {
    const inAWeek = new Date(now.getTime() + 7 * 24 * 3600_000);
    return {
      kind: 'banner',
      audience: 'all',
      startsAt: toLocalInput(now.toISOString()),
      endsAt: toLocalInput(inAWeek.toISOString()),
      texts: { en: emptyText, vi: emptyText, de: emptyText },
    };
  }
  return {
    kind: message.kind,
    audience: message.audience,
    startsAt: toLocalInput(message.startsAt),
    endsAt: toLocalInput(message.endsAt),
    texts: {
      en: message.texts.en,
      vi: message.texts.vi ?? emptyText,
      de: message.texts.de ?? emptyText,
    },
  };
}

const isBlank = (text: HomeMessageTextDraft) => !text.title.trim() && !text.body.trim() && !text.imageKey;

/** The request for a draft: English always, another language only when something is written in it. */
function inputOf(draft: Draft): HomeMessageInput {
  const texts: HomeMessageInput['texts'] = { en: draft.texts.en };
  if (!isBlank(draft.texts.vi)) texts.vi = draft.texts.vi;
  if (!isBlank(draft.texts.de)) texts.de = draft.texts.de;
  return {
    kind: draft.kind,
    audience: draft.audience,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    texts,
  };
}

const resolver = requestResolver(homeMessageInputSchema, inputOf);

interface HomeMessageFormProps {
  /** The message to edit; a new one when absent. */
  message?: HomeMessage;
  onDone: () => void;
}

/**
 * Writes a banner or popup: kind, audience, schedule (local time) and per language a title, a
 * text and an image. Checked with the contracts' schema before it is sent; a failed save keeps
 * everything typed.
 */
export function HomeMessageForm({ message, onDone }: HomeMessageFormProps) {
  const { ht } = useAdminHomeT();
  const queryClient = useQueryClient();
  const form = useForm<Draft, unknown, HomeMessageValues>({
    resolver,
    defaultValues: draftOf(message, new Date()),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: Parameters<typeof saveHomeMessage>[1]) => saveHomeMessage(message?.id, values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminHomeKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      onDone();
    },
  });

  const handleSubmit = form.handleSubmit((values) => save.mutate(values));
  const errorAt = (path: 'startsAt' | 'endsAt') => {
    const error = errors[path];
    return error ? ht(homeMessageErrorKey(path, error)) : undefined;
  };
  const heading = message ? ht('form.editTitle') : ht('form.createTitle');

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={heading}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {heading}
          </Title>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {ht('form.error.summary')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              {...form.register('kind')}
              label={ht('form.kind')}
              data={homeMessageKinds.map((kind) => ({ value: kind, label: ht(`kind.${kind}`) }))}
            />
            <NativeSelect
              {...form.register('audience')}
              label={ht('form.audience')}
              data={homeMessageAudiences.map((audience) => ({
                value: audience,
                label: ht(`audience.${audience}`),
              }))}
            />
            <TextInput
              {...form.register('startsAt')}
              type="datetime-local"
              label={ht('form.startsAt')}
              description={ht('form.timeHint')}
              error={errorAt('startsAt')}
              withAsterisk
            />
            <TextInput
              {...form.register('endsAt')}
              type="datetime-local"
              label={ht('form.endsAt')}
              description={ht('form.timeHint')}
              error={errorAt('endsAt')}
              withAsterisk
            />
          </SimpleGrid>
          {languages.map((language) => (
            <HomeMessageTextsFields
              key={language}
              language={language}
              control={form.control}
              errors={errors}
            />
          ))}
          {save.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(save.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {ht('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {ht('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
