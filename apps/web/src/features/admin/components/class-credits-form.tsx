import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminClassesApi } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { useAdminT } from '../lib/use-admin-t';

const adminClasses = createApiClient(adminClassesApi);
const classIdSchema = z.uuid();

/** Gives a teacher's class AI scorings and scored mocks for its assigned work (its plan). */
export function ClassCreditsForm() {
  const { at } = useAdminT();
  const [classId, setClassId] = useState('');
  const [aiScoring, setAiScoring] = useState(0);
  const [mockScore, setMockScore] = useState(0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'classId' | 'nothing' | null>(null);
  const grant = useMutation({
    mutationFn: (id: string) =>
      adminClasses.grantCredits(
        { params: { id }, body: { aiScoring, mockScore, note } },
        { context: { silent: true } },
      ),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const id = classId.trim().split('/').at(-1)?.split('?')[0] ?? '';
        if (!classIdSchema.safeParse(id).success) return setProblem('classId');
        if (aiScoring + mockScore <= 0) return setProblem('nothing');
        setProblem(null);
        grant.mutate(id);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={at('classCredits.classId')}
          description={at('classCredits.classIdHelp')}
          value={classId}
          onChange={(event) => setClassId(event.currentTarget.value)}
          error={problem === 'classId' ? at('classCredits.classIdInvalid') : undefined}
          autoComplete="off"
          required
        />
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
