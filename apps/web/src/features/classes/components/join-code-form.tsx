import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { joinCodeSchema } from '@prepwise/contracts';
import { joinClassPath } from '../lib/class-paths';
import { useClassesT } from '../lib/use-classes-t';

const formSchema = z.object({ code: joinCodeSchema });

/** "Join a class": the code a teacher gave, checked as the server checks it, then the class's page. */
export function JoinCodeForm() {
  const { clt } = useClassesT();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="join-class-title">
      <form noValidate onSubmit={form.handleSubmit(({ code }) => navigate(joinClassPath(code)))}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="join-class-title">
            {clt('join.title')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...form.register('code')}
              label={clt('join.codeLabel')}
              description={clt('join.codeHelp')}
              error={form.formState.errors.code ? clt('join.codeInvalid') : undefined}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              style={{ flex: '1 1 12rem' }}
              styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.15em', fontWeight: 600 } }}
            />
            <Button type="submit" mt={{ base: 0, xs: 24 }}>
              {clt('join.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
