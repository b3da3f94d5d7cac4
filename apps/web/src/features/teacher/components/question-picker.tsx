import { useState } from 'react';
import { Badge, Checkbox, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  examFamilyTypes,
  maxAssignmentQuestions,
  type ExamFamily,
  type ItemQuestionType,
} from '@prepwise/contracts';
import { ListStates } from '../../../components/lists/paged-list';
import { questionsQueryOptions } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 10;

/** The question bank of the class's exam family, by type and words, to tick an assignment's questions. */
export function QuestionPicker({
  family,
  chosen,
  onChange,
}: {
  family: ExamFamily;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  const [type, setType] = useState<ItemQuestionType | undefined>(undefined);
  const [words, setWords] = useState('');
  const [page, setPage] = useState(0);
  const questions = useQuery(questionsQueryOptions(family, type, words.trim(), page, pageSize));
  const toggle = (id: number, isOn: boolean) =>
    onChange(
      isOn ? [...chosen, id].slice(0, maxAssignmentQuestions) : chosen.filter((other) => other !== id),
    );
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        {tt('picker.title', { count: chosen.length, max: maxAssignmentQuestions })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={tt('picker.type')}
          placeholder={tt('picker.allTypes')}
          clearable
          value={type ?? null}
          onChange={(value) => {
            setType((value as ItemQuestionType | null) ?? undefined);
            setPage(0);
          }}
          data={examFamilyTypes[family].map((name) => ({ value: name, label: t(`questionType.${name}`) }))}
          style={{ flex: '1 1 12rem' }}
        />
        <TextInput
          type="search"
          label={tt('picker.search')}
          value={words}
          onChange={(event) => {
            setWords(event.currentTarget.value);
            setPage(0);
          }}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <ListStates
        query={questions}
        loadFailed={tt('picker.loadFailed')}
        loading={<Skeleton height={120} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {tt('picker.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap={6} aria-busy={questions.isFetching}>
            {data.items.map((question) => (
              <Checkbox
                key={question.id}
                checked={chosen.includes(question.id)}
                onChange={(event) => toggle(question.id, event.currentTarget.checked)}
                label={
                  <span>
                    <Badge size="xs" variant="light" mr={6}>
                      {t(`questionType.${question.type}`)}
                    </Badge>
                    {question.preview}
                  </span>
                }
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            ))}
            <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
