import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { useSession } from '../../../lib/session/use-session';
import { useTeacherT } from '../lib/use-teacher-t';

/**
 * The teacher's pages for teachers (and admins) only: anyone else reads what the area is for and
 * how to get it, before any teacher data is asked for (the server refuses them on its own too).
 */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const { tt } = useTeacherT();
  const { session } = useSession();
  if (!session) return <CenteredLoader />;
  if (session.isAdmin || session.user.roles.includes('ROLE_TEACHER')) return children;
  return (
    <Center py="xl" px="md" data-testid="teachers-only">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconPresentation size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {tt('only.title')}
        </Title>
        <Text c="dimmed">{tt('only.text')}</Text>
        <Button component={Link} to={paths.classes}>
          {tt('only.toClasses')}
        </Button>
      </Stack>
    </Center>
  );
}
