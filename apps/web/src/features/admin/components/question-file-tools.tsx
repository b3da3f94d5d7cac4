import { Alert, Button, Card, FileInput, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { questionFileFormats, type AdminQuestionImportResult } from '@prepwise/contracts';
import { adminAuditKey } from '../api/admin-audit-api';
import {
  adminQuestionsKey,
  exportQuestionFile,
  importQuestionFile,
  type QuestionSearch,
} from '../api/admin-questions-api';
import { useQuestionsT } from '../lib/use-questions-t';
import { placeholderStyles } from '../lib/file-input-styles';

/** Problems shown at most (the rest are counted): a file with thousands of bad rows stays readable. */
const shownProblems = 50;

function ImportResult({ result }: { result: AdminQuestionImportResult }) {
  const { qt } = useQuestionsT();
  if (result.problems.length === 0)
    return (
      <Alert color="teal" role="status">
        {qt('file.imported', { count: result.imported })}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" title={qt('file.problems', { count: result.problems.length })}>
      <List size="sm" spacing={2} aria-label={qt('file.problemList')}>
        {result.problems.slice(0, shownProblems).map((problem, index) => (
          <List.Item key={`${problem.line}-${problem.field}-${index}`}>
            {qt('file.problem', { line: problem.line, field: problem.field, message: problem.message })}
          </List.Item>
        ))}
      </List>
      {result.problems.length > shownProblems && (
        <Text size="sm" mt="xs">
          {qt('file.moreProblems', { count: result.problems.length - shownProblems })}
        </Text>
      )}
    </Alert>
  );
}

/**
 * Bulk import of a question file (the format `npm run content` takes: JSON, JSON lines or CSV;
 * all or nothing, problems by line and field) and export of the bank or of what the filters select.
 */
export function QuestionFileTools({
  search,
}: {
  search: Pick<QuestionSearch, 'q' | 'type' | 'family' | 'active'>;
}) {
  const { qt } = useQuestionsT();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<(typeof questionFileFormats)[number]>('json');
  const importFile = useMutation({
    mutationFn: async (file: File) => importQuestionFile(file.name, await file.text()),
    onSuccess: (result) => {
      if (result.imported > 0)
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
          queryClient.invalidateQueries({ queryKey: adminAuditKey }),
        ]);
    },
  });
  const exportFile = useMutation({
    mutationFn: () => exportQuestionFile(search, format),
    onSuccess: (file) => {
      const blob = new Blob([file.text], { type: format === 'csv' ? 'text/csv' : 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="question-files-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="question-files-title">
          {qt('file.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FileInput
            label={qt('file.import')}
            description={qt('file.importHint')}
            placeholder={qt('media.choose')}
            styles={placeholderStyles}
            accept=".json,.jsonl,.csv,application/json,text/csv"
            leftSection={<IconFileImport size={16} aria-hidden />}
            disabled={importFile.isPending}
            onChange={(file) => {
              if (file) importFile.mutate(file);
            }}
            style={{ flex: '2 1 240px' }}
          />
          <NativeSelect
            label={qt('file.format')}
            value={format}
            onChange={(event) => setFormat(event.currentTarget.value === 'csv' ? 'csv' : 'json')}
            data={questionFileFormats.map((value) => ({ value, label: value.toUpperCase() }))}
            style={{ flex: '0 1 110px' }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate()}
          >
            {qt('file.export')}
          </Button>
        </Group>
        {importFile.isPending && (
          <Text size="sm" role="status">
            {qt('file.importing')}
          </Text>
        )}
        {importFile.data && <ImportResult result={importFile.data} />}
      </Stack>
    </Card>
  );
}
