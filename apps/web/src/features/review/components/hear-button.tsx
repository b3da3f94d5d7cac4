import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useReviewT } from '../lib/use-review-t';

/** Whether the browser can read text aloud (the Web Speech API). */
function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/**
 * Reads `text` aloud with the browser's own English voice (the context of a spelling drill, or
 * the word of a say-the-word drill). Not shown where the browser cannot speak.
 */
export function HearButton({ text }: { text: string }) {
  const { rt } = useReviewT();
  if (!canSpeak()) return null;
  function speak() {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  }
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconVolume size={16} aria-hidden />}
      onClick={speak}
      style={{ alignSelf: 'flex-start' }}
    >
      {rt('hear')}
    </Button>
  );
}
