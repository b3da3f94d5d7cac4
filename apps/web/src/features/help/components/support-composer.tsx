import { useState, type ReactNode } from 'react';
import { ActionIcon, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto, IconSend, IconX } from '@tabler/icons-react';
import {
  supportAttachmentMaxBytes,
  supportAttachmentTypes,
  supportMessageMaxLength,
} from '@prepwise/contracts';
import { useSupportT } from '../lib/use-support-t';

interface SupportComposerProps {
  /** Sends the text and image; the draft is cleared only when it resolves (nothing lost on failure). */
  onSend: (body: string, image: File | null) => Promise<void>;
  /** Text to put in the draft (a canned reply chosen by an admin). */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  extra?: ReactNode;
}

/** Writes a message: text (Enter sends, Shift+Enter a new line) and an optional image. */
export function SupportComposer({ onSend, draft, onDraftChange, extra }: SupportComposerProps) {
  const { spt } = useSupportT();
  const [ownText, setOwnText] = useState('');
  const text = draft ?? ownText;
  const setText = onDraftChange ?? setOwnText;
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const pickImage = (file: File | null) => {
    if (file && file.size > supportAttachmentMaxBytes) {
      setProblem(spt('imageTooLarge'));
      return;
    }
    setProblem(null);
    setImage(file);
  };

  const send = async () => {
    const body = text.trim();
    if ((!body && !image) || isSending) return;
    setIsSending(true);
    setProblem(null);
    try {
      await onSend(body, image);
      setText('');
      setImage(null);
    } catch {
      setProblem(spt('sendFailed'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack gap={4}>
      {extra}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={pickImage} accept={supportAttachmentTypes.join(',')}>
          {(props) => (
            <ActionIcon {...props} variant="subtle" size="lg" aria-label={spt('attachImage')}>
              <IconPhoto size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={supportMessageMaxLength}
          aria-label={spt('messageLabel')}
          placeholder={spt('messagePlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <ActionIcon
          size="lg"
          onClick={() => void send()}
          loading={isSending}
          disabled={!text.trim() && !image}
          aria-label={spt('send')}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {image && (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {spt('imageChosen', { name: image.name })}
          </Text>
          <ActionIcon
            size="xs"
            variant="subtle"
            onClick={() => setImage(null)}
            aria-label={spt('removeImage')}
          >
            <IconX size={12} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
