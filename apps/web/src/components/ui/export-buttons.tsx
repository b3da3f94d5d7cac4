import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@prepwise/contracts';
import { apiErrorText } from '../../lib/api-error-text';
import { fileNameOf, saveFile } from '../../lib/save-file';

/**
 * "Export CSV" and "Export XLSX" (the `labels`, in the page's language): fetches the file through
 * the typed client and saves it under the server's name (else `baseName.format`).
 */
export function ExportButtons({
  download,
  baseName,
  labels,
}: {
  download: (format: ExportFormat) => Promise<Blob>;
  baseName: string;
  labels: Record<ExportFormat, string>;
}) {
  const exporter = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await download(format);
      saveFile(file, fileNameOf(file, `${baseName}.${format}`));
    },
  });
  return (
    <Stack gap={4}>
      <Group gap="xs">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporter.isPending && exporter.variables === format}
            onClick={() => exporter.mutate(format)}
          >
            {labels[format]}
          </Button>
        ))}
      </Group>
      {exporter.isError && (
        <Text c="red" size="sm" role="alert">
          {apiErrorText(exporter.error)}
        </Text>
      )}
    </Stack>
  );
}
