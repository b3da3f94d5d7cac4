import { useState } from 'react';
import { Autocomplete, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminClassesApi, classesApi, type ClassSummary } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { useAdminT } from '../lib/use-admin-t';

const adminClasses = createApiClient(adminClassesApi);
/** The classes list the teacher pages use: an admin sees every class there, searched by name. */
const classes = createApiClient(classesApi);
const classIdSchema = z.uuid();
const searchSize = 10;

/** The class ID in what was typed: the ID itself, or the last part of the class page's address. */
function idIn(text: string): string {
  return text.trim().split('/').at(-1)?.split('?')[0] ?? '';
}

/** Words to search class names with: none for an ID or an address, which are used as they are. */
function searchWords(text: string): string {
  const words = text.trim();
  if (words.length < 2 || words.includes('/') || classIdSchema.safeParse(words).success) return '';
  return words.slice(0, 80);
}

/** Each found class as an option (name · owner · exam), unique even for classes alike. */
function optionsOf(found: ClassSummary[]): { value: string; klass: ClassSummary }[] {
  const seen = new Set<string>();
  return found.map((klass) => {
    let value = `${klass.name} · ${klass.ownerName} · ${klass.examFamily}`;
    if (seen.has(value)) value = `${value} · ${klass.id.slice(0, 8)}`;
    seen.add(value);
    return { value, klass };
  });
}

/**
 * Gives a teacher's class AI scorings and scored mocks for its assigned work (its plan). The class
 * is picked by its name from the current classes, or given by its ID or its page's address.
 */
export function ClassCreditsForm() {
  const { at } = useAdminT();
  const [classText, setClassText] = useState('');
  const [picked, setPicked] = useState<{ value: string; klass: ClassSummary } | null>(null);
  const [aiScoring, setAiScoring] = useState(0);
  const [mockScore, setMockScore] = useState(0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'classId' | 'nothing' | null>(null);
  const [words] = useDebouncedValue(picked ? '' : searchWords(classText), 300);
  const search = useQuery({
    queryKey: ['admin', 'class-credits', 'classes', words],
    queryFn: ({ signal }) =>
      classes.list({ query: { q: words, page: 0, size: searchSize } }, { signal, context: { silent: true } }),
    enabled: words !== '',
    staleTime: 30_000,
  });
  const options = words && search.data ? optionsOf(search.data.items) : [];
  const grant = useMutation({
    mutationFn: (id: string) =>
      adminClasses.grantCredits(
        { params: { id }, body: { aiScoring, mockScore, note } },
        { context: { silent: true } },
      ),
  });
  const searchState =
    picked || !words
      ? null
      : search.isError
        ? at('classCredits.searchFailed')
        : search.isFetching
          ? at('classCredits.searching')
          : search.data?.items.length === 0
            ? at('classCredits.noMatch', { q: words })
            : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const id = picked ? picked.klass.id : idIn(classText);
        if (!classIdSchema.safeParse(id).success) return setProblem('classId');
        if (aiScoring + mockScore <= 0) return setProblem('nothing');
        setProblem(null);
        grant.mutate(id);
      }}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Autocomplete
            label={at('classCredits.classId')}
            description={at('classCredits.classIdHelp')}
            value={classText}
            onChange={(value) => {
              setClassText(value);
              // Choosing an option sets the text to the option's: anything else is typed.
              setPicked(options.find((option) => option.value === value) ?? null);
            }}
            onOptionSubmit={(value) => setPicked(options.find((option) => option.value === value) ?? null)}
            data={options.map((option) => option.value)}
            // The server searched the names already; the options show owner and exam too.
            filter={({ options: all }) => all}
            error={problem === 'classId' ? at('classCredits.classIdInvalid') : undefined}
            autoComplete="off"
            required
          />
          <div aria-live="polite">
            {picked ? (
              <Text size="sm" c="dimmed">
                {at('classCredits.chosen', {
                  name: picked.klass.name,
                  owner: picked.klass.ownerName,
                  family: picked.klass.examFamily,
                })}
              </Text>
            ) : (
              searchState && (
                <Text size="sm" c="dimmed">
                  {searchState}
                </Text>
              )
            )}
          </div>
        </Stack>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={at('classCredits.aiScoring')}
            value={aiScoring}
            onChange={(value) => setAiScoring(typeof value === 'number' ? value : 0)}
            min={0}
            max={100_000}
            allowDecimal={false}
            w={160}
          />
          <NumberInput
            label={at('classCredits.mockScore')}
            value={mockScore}
            onChange={(value) => setMockScore(typeof value === 'number' ? value : 0)}
            min={0}
            max={10_000}
            allowDecimal={false}
            w={160}
          />
        </Group>
        <TextInput
          label={at('classCredits.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={200}
        />
        <div aria-live="polite">
          {problem === 'nothing' && (
            <Text c="red" size="sm" role="alert">
              {at('classCredits.nothing')}
            </Text>
          )}
          {grant.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(grant.error)}
            </Text>
          )}
          {grant.isSuccess && (
            <Text c="green.8" size="sm">
              {at('classCredits.done', {
                name: grant.data.name,
                ai: grant.data.credits.aiScoring,
                mock: grant.data.credits.mockScore,
              })}
            </Text>
          )}
        </div>
        <Group>
          <Button type="submit" loading={grant.isPending}>
            {at('classCredits.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
