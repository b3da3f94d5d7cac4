import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  classRights,
  classShareSchema,
  type ClassDetail,
  type ClassShare,
  type ClassTeacher,
} from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, teacherClasses } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

function ShareForm({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  // The form's values are the request itself: the contract's schema checks them as they are.
  const form = useForm<ClassShare, unknown, z.output<typeof classShareSchema>>({
    resolver: zodResolver(classShareSchema),
    defaultValues: { email: '', rights: ['assign', 'grade'] },
  });
  const { errors } = form.formState;
  const share = useMutation({
    mutationFn: (body: ClassShare) =>
      teacherClasses.share({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: async () => {
      // The next teacher is likely given the same rights: only the address is cleared.
      form.resetField('email');
      await queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
    },
  });
  const handleSubmit = form.handleSubmit((body) => share.mutate(body));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="share-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <Title order={3} size="h4" id="share-title">
            {tt('teachers.shareTitle')}
          </Title>
          <TextInput
            {...form.register('email')}
            type="email"
            label={tt('teachers.email')}
            error={errors.email ? tt('teachers.emailInvalid') : undefined}
            autoComplete="off"
            required
          />
          <Controller
            control={form.control}
            name="rights"
            render={({ field }) => (
              <Checkbox.Group
                ref={field.ref}
                label={tt('teachers.rights')}
                value={field.value}
                onChange={field.onChange}
                error={errors.rights ? tt('teachers.rightsRequired') : undefined}
              >
                <Stack gap={6} mt={4}>
                  {classRights.map((right) => (
                    <Checkbox key={right} value={right} label={tt(`right.${right}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          {share.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(share.error)}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={share.isPending}>
              {tt('teachers.share')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The class's teachers and their rights; the owner shares the class by e-mail and takes it back. */
export function TeachersTab({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<ClassTeacher | null>(null);
  const unshare = useMutation({
    mutationFn: (teacherId: string) =>
      teacherClasses.unshare({ params: { id: klass.id, teacherId } }, { context: { silent: true } }),
    onSuccess: async () => {
      setLeaving(null);
      await queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
    },
  });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tt('teachers.title')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {klass.teachers.map((teacher) => (
          <Card key={teacher.teacherId} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{teacher.fullName}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {teacher.email}
                </Text>
                <Group gap={4}>
                  {teacher.isOwner ? (
                    <Badge variant="light">{tt('teachers.owner')}</Badge>
                  ) : (
                    teacher.rights.map((right) => (
                      <Badge key={right} variant="light" color="gray">
                        {tt(`right.${right}`)}
                      </Badge>
                    ))
                  )}
                </Group>
              </Stack>
              {klass.isOwner && !teacher.isOwner && (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => setLeaving(teacher)}
                  aria-label={tt('teachers.unshareOf', { name: teacher.fullName })}
                >
                  {tt('teachers.unshare')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {klass.pendingInvitations > 0 && (
        <Text size="sm" c="dimmed">
          {tt('teachers.pending', { count: klass.pendingInvitations })}
        </Text>
      )}
      {klass.isOwner ? (
        <ShareForm klass={klass} />
      ) : (
        <Text size="sm" c="dimmed">
          {tt('teachers.ownerOnly', { name: klass.ownerName })}
        </Text>
      )}
      <ConfirmDialog
        opened={leaving !== null}
        onClose={() => setLeaving(null)}
        title={tt('teachers.unshareTitle', { name: leaving?.fullName ?? '' })}
        body={tt('teachers.unshareText')}
        cancel={tt('common.cancel')}
        confirm={tt('teachers.unshare')}
        color="red"
        mutation={unshare}
        onConfirm={() => leaving && unshare.mutate(leaving.teacherId)}
      />
    </Stack>
  );
}
