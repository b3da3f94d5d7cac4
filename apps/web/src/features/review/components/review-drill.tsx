import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReviewAnswerRequest, ReviewAnswerResult, ReviewCard } from '@prepwise/contracts';
import { UnderlinedText } from '../../item-player';
import { answerReviewCard } from '../api/review-api';
import { useReviewT } from '../lib/use-review-t';
import { BlankSentence } from './blank-sentence';
import { DrillFeedback } from './drill-feedback';
import type { ReviewDrillProps } from './drill-props';
import { HearButton } from './hear-button';
import { SayWordDrill } from './say-word-drill';

/** Whether the drill is answered by picking (a choice, a pair, a blank with candidates). */
function isPicked(card: ReviewCard): boolean {
  return card.kind === 'CHOICE' || card.kind === 'ORDER' || (card.kind === 'BLANK' && !!card.prompt.options);
}

/**
 * One short drill of a review card: the learner re-answers (picks the choice, fills the blank,
 * types the word), the server checks it, and the drill shows right or wrong with the key, then
 * "Next". A form: Enter checks, and the feedback's "Next" takes the focus.
 */
export function ReviewDrill(props: ReviewDrillProps) {
  return props.card.kind === 'PRONUNCIATION' ? <SayWordDrill {...props} /> : <WrittenDrill {...props} />;
}

/** Whether an option's id is shown before its text (a letter; not a word's or a word position's id). */
const isLetter = (id: string) => /^[A-Z]$/.test(id);

function WrittenDrill({ card, onAnswered, onNext }: ReviewDrillProps) {
  const { rt } = useReviewT();
  const [selected, setSelected] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);
  const [isSending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const picked = isPicked(card);
  const canCheck = picked ? selected.length > 0 : text.trim().length > 0;

  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCheck || isSending || result) return;
    const body: ReviewAnswerRequest = picked ? { selected } : { text: text.trim() };
    setSending(true);
    setFailed(false);
    try {
      const answer = await answerReviewCard(card.id, body);
      setResult(answer);
      onAnswered(answer);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  const options = card.prompt.options ?? [];
  const isLocked = result !== null || isSending;
  return (
    <Paper withBorder radius="lg" p="lg" component="form" onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {rt(`drill.${card.kind}`)}
        </Title>
        {card.prompt.passage && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
            {card.prompt.passage}
          </Text>
        )}
        {card.kind === 'BLANK' || card.kind === 'SPELLING' ? (
          <BlankSentence text={card.prompt.text} label={rt('blank')} />
        ) : (
          <Text style={{ whiteSpace: 'pre-line' }} lh={1.7}>
            <UnderlinedText text={card.prompt.text} />
          </Text>
        )}
        {card.prompt.given && (
          <Text size="sm" c="dimmed">
            {rt(card.kind === 'SPELLING' ? 'youWrote' : 'youAnswered', { given: card.prompt.given })}
          </Text>
        )}
        {card.kind === 'SPELLING' && <HearButton text={card.prompt.text.replace(/@Blank@/gi, '…')} />}
        {picked && card.prompt.multiple && (
          <Checkbox.Group label={rt('chooseSeveral')} value={selected} onChange={setSelected}>
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  value={option.id}
                  disabled={isLocked}
                  label={<OptionLabel id={option.id} text={option.text} showId={isLetter(option.id)} />}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {picked && !card.prompt.multiple && (
          <Radio.Group
            label={rt('chooseOne')}
            value={selected[0] ?? null}
            onChange={(value) => setSelected([value])}
          >
            <Stack gap="xs" mt="xs">
              {options.map((option) => (
                <Radio
                  key={option.id}
                  value={option.id}
                  disabled={isLocked}
                  label={
                    <OptionLabel
                      id={option.id}
                      text={option.text}
                      showId={card.kind !== 'BLANK' && isLetter(option.id)}
                    />
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!picked && (
          <TextInput
            label={rt(card.kind === 'SPELLING' ? 'typeWord' : 'typeBlank')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            disabled={isLocked}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            data-autofocus
            autoFocus
          />
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {rt('checkFailed')}
          </Alert>
        )}
        {result ? (
          <DrillFeedback result={result} onNext={onNext} nextRef={nextButton} />
        ) : (
          <Group>
            <Button type="submit" disabled={!canCheck} loading={isSending}>
              {rt('check')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function OptionLabel({ id, text, showId }: { id: string; text: string; showId: boolean }) {
  return (
    <span>
      {showId && <strong>{id}.</strong>}
      {showId && ' '}
      <UnderlinedText text={text} />
    </span>
  );
}
