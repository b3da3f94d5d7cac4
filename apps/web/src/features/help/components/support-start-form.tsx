import { useState } from 'react';
import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { isLanguage } from '../../../lib/i18n';
import { supportMessageMaxLength, type Language } from '@prepwise/contracts';
import { useSupportT } from '../lib/use-support-t';

interface SupportStartFormProps {
  /** A visitor leaves an e-mail address; a signed-in learner does not. */
  asksEmail: boolean;
  onStart: (input: { email?: string; body: string; language: Language }) => Promise<void>;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first message of a conversation (and a visitor's e-mail, where the replies also go). */
export function SupportStartForm({ asksEmail, onStart }: SupportStartFormProps) {
  const { spt, language } = useSupportT();
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const submit = async () => {
    if (asksEmail && !emailPattern.test(email.trim())) {
      setEmailError(spt('emailInvalid'));
      return;
    }
    if (!body.trim()) return;
    setEmailError(null);
    setIsSending(true);
    try {
      await onStart({
        ...(asksEmail ? { email: email.trim() } : {}),
        body: body.trim(),
        language: isLanguage(language) ? language : 'en',
      });
    } catch {
      // The toast tells what failed; the draft stays.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {asksEmail && (
        <TextInput
          type="email"
          label={spt('emailLabel')}
          description={spt('emailHint')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          autoComplete="email"
          required
        />
      )}
      <Textarea
        label={spt('firstMessageLabel')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={supportMessageMaxLength}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        required
      />
      <Button type="submit" loading={isSending} disabled={!body.trim()}>
        {spt('start')}
      </Button>
    </Stack>
  );
}
