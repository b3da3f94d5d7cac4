import { useEffect, useState } from 'react';
import { Button, CopyButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { ClassDetail } from '@prepwise/contracts';
import { joinClassPath } from '../../classes';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, teacherClasses } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

/** The QR code of a link as an SVG data URL (built without a canvas, so it also works in tests). */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (isCurrent) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (isCurrent) setUrl(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return url;
}

/** How learners join: the code in large letters (for a projector), the link, its QR code, and a new code. */
export function JoinPanel({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const code = klass.joinCode ?? '';
  const link = `${window.location.origin}${joinClassPath(code)}`;
  const qr = useQrCode(link);
  const renew = useMutation({
    mutationFn: () => teacherClasses.newJoinCode({ params: { id: klass.id } }, { context: { silent: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKey(klass.id) }),
  });
  if (!klass.joinCode) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="join-panel-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="join-panel-title">
          {tt('join.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {tt('join.text')}
        </Text>
        <Group gap="lg" align="center" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm">{tt('join.code')}</Text>
            <Text
              data-testid="join-code"
              fw={700}
              ff="monospace"
              style={{ fontSize: 'clamp(2rem, 9vw, 3.5rem)', letterSpacing: '0.12em', lineHeight: 1.1 }}
            >
              {code}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {tt('join.link')}{' '}
              <a href={link} data-testid="join-link">
                {link}
              </a>
            </Text>
            <Group gap="xs">
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? tt('join.copied') : tt('join.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={renew.isPending}
                onClick={() => renew.mutate()}
              >
                {tt('join.renew')}
              </Button>
            </Group>
            {renew.isError && (
              <Text c="red" size="sm" role="alert">
                {apiErrorText(renew.error)}
              </Text>
            )}
          </Stack>
          {qr && (
            <Image
              src={qr}
              alt={tt('join.qrAlt', { code })}
              w={200}
              h={200}
              bg="white"
              radius="sm"
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
