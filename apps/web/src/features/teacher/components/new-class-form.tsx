import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { classCreateSchema, examFamilies, type ClassCreate } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { teacherClasses, teacherKey } from '../api/teacher-api';
import { classPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';

// The contract's fields, with the date input's empty text meaning "no date".
const formSchema = classCreateSchema.extend({
  targetDate: z.union([z.literal(''), classCreateSchema.shape.targetDate.unwrap()]),
});
type FormValues = z.input<typeof formSchema>;

/** "New class": a name, the exam it prepares for, and (optionally) the exam's date. */
export function NewClassForm({ onCancel }: { onCancel?: () => void }) {
  const { tt } = useTeacherT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', examFamily: 'THPT', targetDate: '' },
  });
  const create = useMutation({
    mutationFn: (values: ClassCreate) =>
      teacherClasses.create({ body: values }, { context: { silent: true } }),
    onSuccess: async (klass) => {
      await queryClient.invalidateQueries({ queryKey: teacherKey });
      await navigate(classPath(klass.id));
    },
  });
  const handleSubmit = form.handleSubmit((values) =>
    create.mutate({ ...values, targetDate: values.targetDate || null }),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-class-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-class-title">
            {tt('newClass.title')}
          </Title>
          <TextInput
            {...form.register('name')}
            label={tt('newClass.name')}
            placeholder={tt('newClass.namePlaceholder')}
            error={form.formState.errors.name ? tt('newClass.nameRequired') : undefined}
            maxLength={80}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-class-family">
              {tt('newClass.family')}
            </Text>
            <Controller
              control={form.control}
              name="examFamily"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="new-class-family"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={examFamilies.map((family) => ({ value: family, label: tt(`family.${family}`) }))}
                />
              )}
            />
          </Stack>
          <TextInput
            {...form.register('targetDate')}
            type="date"
            label={tt('newClass.targetDate')}
            description={tt('newClass.targetDateHelp')}
          />
          {create.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(create.error)}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              {tt('newClass.submit')}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {tt('common.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
