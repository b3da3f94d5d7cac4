import { useState } from 'react';
import { Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maxRosterBytes, type ClassDetail, type RosterImportResult } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, teacherClasses } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

/** A file's bytes as base64 (what the roster import carries). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Adds a class's learners from a CSV or XLSX file (e-mail and name columns); all or nothing. */
export function RosterImport({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [tooBig, setTooBig] = useState(false);
  const upload = useMutation({
    mutationFn: async (file: File): Promise<RosterImportResult> =>
      teacherClasses.importRoster(
        { params: { id: klass.id }, body: { fileName: file.name, data: await base64Of(file) } },
        { context: { silent: true } },
      ),
    onSuccess: (result) => {
      if (result.problems.length === 0) void queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
    },
  });
  const handleFile = (file: File | null) => {
    if (!file) return;
    setTooBig(file.size > maxRosterBytes);
    if (file.size <= maxRosterBytes) upload.mutate(file);
  };
  const result = upload.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="roster-import-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="roster-import-title">
          {tt('roster.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {tt('roster.text')}
        </Text>
        <Group>
          <FileButton
            onChange={handleFile}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {tt('roster.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        <div aria-live="polite">
          {tooBig && (
            <Text c="red" size="sm" role="alert">
              {tt('roster.tooBig')}
            </Text>
          )}
          {upload.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(upload.error)}
            </Text>
          )}
          {result && result.problems.length === 0 && (
            <Text size="sm" c="green.8">
              {tt('roster.done', {
                added: result.added,
                invited: result.invited,
                already: result.alreadyInClass,
              })}
            </Text>
          )}
          {result && result.problems.length > 0 && (
            <Stack gap={4}>
              <Text c="red" size="sm" fw={600} role="alert">
                {tt('roster.problems', { count: result.problems.length })}
              </Text>
              <List size="sm">
                {result.problems.map((problem) => (
                  <List.Item key={`${problem.line}-${problem.field}`}>
                    {tt('roster.problem', {
                      line: problem.line,
                      field: problem.field,
                      message: problem.message,
                    })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
