import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  homeMessageAudiences,
  homeMessageKinds,
  languages,
  type HomeMessage,
  type HomeMessageAudience,
  type HomeMessageInput,
  type HomeMessageKind,
  type Language,
} from '@prepwise/contracts';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminHomeKey, saveHomeMessage } from '../api/admin-home-api';
import { checkHomeMessage, type FieldErrors } from '../lib/home-message-errors';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';
import { useAdminHomeT } from '../lib/use-admin-home-t';
import { HomeImageField } from './home-image-field';

interface TextDraft {
  title: string;
  body: string;
  imageKey: string | null;
}

interface Draft {
  kind: HomeMessageKind;
  audience: HomeMessageAudience;
  startsAt: string;
  endsAt: string;
  texts: Record<Language, TextDraft>;
}

const emptyText: TextDraft = { title: '', body: '', imageKey: null };

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

const isBlank = (text: TextDraft) => !text.title.trim() && !text.body.trim() && !text.imageKey;

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
  const [draft, setDraft] = useState(() => draftOf(message, new Date()));
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const setText = (language: Language, change: Partial<TextDraft>) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], ...change } },
    }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHomeMessage(inputOf(draft));
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.values);
  };

  const errorAt = (path: string) => (errors[path] ? ht(errors[path]) : undefined);
  const heading = message ? ht('form.editTitle') : ht('form.createTitle');

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={heading}>
      <form noValidate onSubmit={handleSubmit}>
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
              label={ht('form.kind')}
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value as HomeMessageKind })}
              data={homeMessageKinds.map((kind) => ({ value: kind, label: ht(`kind.${kind}`) }))}
            />
            <NativeSelect
              label={ht('form.audience')}
              value={draft.audience}
              onChange={(event) =>
                setDraft({ ...draft, audience: event.currentTarget.value as HomeMessageAudience })
              }
              data={homeMessageAudiences.map((audience) => ({
                value: audience,
                label: ht(`audience.${audience}`),
              }))}
            />
            <TextInput
              type="datetime-local"
              label={ht('form.startsAt')}
              description={ht('form.timeHint')}
              value={draft.startsAt}
              onChange={(event) => setDraft({ ...draft, startsAt: event.currentTarget.value })}
              error={errorAt('startsAt')}
              withAsterisk
            />
            <TextInput
              type="datetime-local"
              label={ht('form.endsAt')}
              description={ht('form.timeHint')}
              value={draft.endsAt}
              onChange={(event) => setDraft({ ...draft, endsAt: event.currentTarget.value })}
              error={errorAt('endsAt')}
              withAsterisk
            />
          </SimpleGrid>
          {languages.map((language) => {
            const legend = ht(`form.language.${language}`);
            return (
              <Fieldset key={language} legend={legend} radius="md">
                <Stack gap="sm">
                  <TextInput
                    label={ht('form.title')}
                    aria-label={`${ht('form.title')} (${language})`}
                    lang={language}
                    value={draft.texts[language].title}
                    onChange={(event) => setText(language, { title: event.currentTarget.value })}
                    error={errorAt(`texts.${language}.title`)}
                    withAsterisk={language === 'en'}
                  />
                  <Textarea
                    label={ht('form.body')}
                    aria-label={`${ht('form.body')} (${language})`}
                    lang={language}
                    autosize
                    minRows={2}
                    value={draft.texts[language].body}
                    onChange={(event) => setText(language, { body: event.currentTarget.value })}
                    error={errorAt(`texts.${language}.body`)}
                  />
                  <HomeImageField
                    languageLabel={language}
                    imageKey={draft.texts[language].imageKey}
                    onChange={(imageKey) => setText(language, { imageKey })}
                  />
                </Stack>
              </Fieldset>
            );
          })}
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
