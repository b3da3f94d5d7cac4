import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isLanguage } from '../../../lib/i18n';
import { requestResolver } from '../../../lib/request-resolver';
import { supportMessageMaxLength, supportStartRequestSchema, type Language } from '@prepwise/contracts';
import { useSupportT } from '../lib/use-support-t';

type StartRequest = z.output<typeof supportStartRequestSchema>;

interface SupportStartFormProps {
  /** A visitor leaves an e-mail address; a signed-in learner does not. */
  asksEmail: boolean;
  onStart: (input: StartRequest) => Promise<void>;
}

interface StartValues {
  email: string;
  body: string;
}

/** What the request takes from the form's surroundings: whether to send an address, the language. */
interface StartContext {
  asksEmail: boolean;
  language: Language;
}

const resolver = requestResolver(
  supportStartRequestSchema,
  (values: StartValues, { asksEmail, language }: StartContext) => ({
    ...(asksEmail ? { email: values.email.trim() } : {}),
    body: values.body,
    language,
  }),
);

/** The first message of a conversation (and a visitor's e-mail, where the replies also go). */
export function SupportStartForm({ asksEmail, onStart }: SupportStartFormProps) {
  const { spt, language } = useSupportT();
  const form = useForm<StartValues, StartContext, StartRequest>({
    resolver,
    context: { asksEmail, language: isLanguage(language) ? language : 'en' },
    defaultValues: { email: '', body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' });
  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await onStart(request);
    } catch {
      // The toast tells what failed; the draft stays.
    }
  });

  return (
    // The browser's own checks are off: the contract's schema says what is wrong, in the user's language.
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="xs">
        {asksEmail && (
          <TextInput
            {...form.register('email')}
            type="email"
            label={spt('emailLabel')}
            description={spt('emailHint')}
            error={errors.email ? spt('emailInvalid') : undefined}
            autoComplete="email"
            required
          />
        )}
        <Textarea
          {...form.register('body')}
          label={spt('firstMessageLabel')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={supportMessageMaxLength}
          error={errors.body ? spt('messageRequired') : undefined}
          required
        />
        <Button type="submit" loading={isSubmitting} disabled={!body.trim()}>
          {spt('start')}
        </Button>
      </Stack>
    </form>
  );
}
