import { useState } from 'react';
import { Autocomplete, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  adminClassesApi,
  classCreditGrantSchema,
  classesApi,
  classIdParamsSchema,
  type ClassSummary,
} from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { countOf, requestResolver } from '../../../lib/request-resolver';
import { useAdminT } from '../lib/use-admin-t';

const adminClasses = createApiClient(adminClassesApi);
/** The classes list the teacher pages use: an admin sees every class there, searched by name. */
const classes = createApiClient(classesApi);
const classIdSchema = classIdParamsSchema.shape.id;
const searchSize = 10;

/** The grant's request as the endpoint declares it: the class in the path, the credits in the body. */
const grantSchema = z.object({ params: classIdParamsSchema, body: classCreditGrantSchema });
type Grant = z.output<typeof grantSchema>;

/** The form's fields, named as the request's: `params.id` holds what was typed in the class field. */
interface GrantValues {
  params: { id: string };
  body: { aiScoring: number | string; mockScore: number | string; note: string };
}

type Picked = { value: string; klass: ClassSummary } | null;

/** The most of a credit one grant gives, as the contract bounds it. */
const maxOf = (name: 'aiScoring' | 'mockScore') =>
  classCreditGrantSchema.shape[name].unwrap().maxValue ?? undefined;

const resolver = requestResolver(grantSchema, (values: GrantValues, picked: Picked) => ({
  params: { id: picked ? picked.klass.id : idIn(values.params.id) },
  body: {
    aiScoring: countOf(values.body.aiScoring),
    mockScore: countOf(values.body.mockScore),
    note: values.body.note,
  },
}));

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
  const [picked, setPicked] = useState<Picked>(null);
  const form = useForm<GrantValues, Picked, Grant>({
    resolver,
    context: picked,
    defaultValues: { params: { id: '' }, body: { aiScoring: 0, mockScore: 0, note: '' } },
  });
  const { errors } = form.formState;
  const classText = useWatch({ control: form.control, name: 'params.id' });
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
    mutationFn: (request: Grant) => adminClasses.grantCredits(request, { context: { silent: true } }),
  });
  const handleSubmit = form.handleSubmit((request) => grant.mutate(request));
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
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Controller
            control={form.control}
            name="params.id"
            render={({ field }) => (
              <Autocomplete
                ref={field.ref}
                label={at('classCredits.classId')}
                description={at('classCredits.classIdHelp')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Choosing an option sets the text to the option's: anything else is typed.
                  setPicked(options.find((option) => option.value === value) ?? null);
                }}
                onBlur={field.onBlur}
                onOptionSubmit={(value) =>
                  setPicked(options.find((option) => option.value === value) ?? null)
                }
                data={options.map((option) => option.value)}
                // The server searched the names already; the options show owner and exam too.
                filter={({ options: all }) => all}
                error={errors.params?.id ? at('classCredits.classIdInvalid') : undefined}
                autoComplete="off"
                required
              />
            )}
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
          {(['aiScoring', 'mockScore'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={`body.${name}`}
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={name === 'aiScoring' ? at('classCredits.aiScoring') : at('classCredits.mockScore')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  max={maxOf(name)}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors.body?.[name] ? at('classCredits.tooMany', { max: maxOf(name) }) : undefined}
                  w={160}
                />
              )}
            />
          ))}
        </Group>
        <TextInput {...form.register('body.note')} label={at('classCredits.note')} maxLength={200} />
        <div aria-live="polite">
          {errors.body?.message !== undefined && (
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
