import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from '../../../lib/api-error-text';
import { downloadReport } from '../api/mock-api';
import { useMockT } from '../lib/use-mock-t';

/** "Download PDF": fetches the report with the session's token and saves it. */
export function DownloadReportButton({ mockId, isReady }: { mockId: string; isReady: boolean }) {
  const { mk } = useMockT();
  const download = useMutation({ mutationFn: () => downloadReport(mockId) });
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => download.mutate()}
        loading={download.isPending}
        disabled={!isReady}
        variant="light"
        style={{ alignSelf: 'flex-start' }}
      >
        {mk('report.download')}
      </Button>
      {download.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(download.error)}
        </Alert>
      )}
    </Stack>
  );
}
