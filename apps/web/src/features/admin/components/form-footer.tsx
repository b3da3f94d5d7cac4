import { Button, Group, Text } from '@mantine/core';
import { apiErrorText } from '../../../lib/api-error-text';

interface FormFooterProps {
  /** The form's change: a failure is said above the buttons, the submit button loads while it is sent. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  cancel: string;
  onCancel: () => void;
  submit: string;
}

/** The end of a console form: why the last try failed, then Cancel and the submit button. */
export function FormFooter({ mutation, cancel, onCancel, submit }: FormFooterProps) {
  return (
    <>
      {mutation.isError && (
        <Text c="red" size="sm" role="alert">
          {apiErrorText(mutation.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
