import { Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { toIpa, type AnswerResult } from '@prepwise/contracts';
import { readTimeline, type WordQuality } from '../lib/speech-timeline';
import { formatDecimal, useScoringT } from '../lib/use-scoring-t';
import classes from './scoring.module.css';

const legend: WordQuality[] = ['good', 'weak', 'mispronounced', 'skipped', 'inserted'];

/** The scorer's ARPAbet phones ("OW SH AH N") as broad IPA between slashes ("/oʊʃʌn/"). */
function ipaOf(phones: readonly string[]): string {
  return `/${phones.map(toIpa).join('')}/`;
}

/**
 * The learner's recording and what the scorer heard: each word a button styled and labelled by its
 * quality (expected sounds under a mispronounced word), long pauses as gaps with their length.
 * Selecting a word seeks the recording to the word's start and plays it.
 */
export function SpeechFeedback({ answer }: { answer: AnswerResult }) {
  const { st, language } = useScoringT();
  const audio = useRef<HTMLAudioElement>(null);
  const timeline = readTimeline(answer);
  const seconds = (value: number) => formatDecimal(value, language);

  const playFrom = (start: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = Math.max(0, start);
    void element.play()?.catch(() => undefined);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {st('speech.title')}
      </Title>
      {answer.audioUrl ? (
        // The transcript of the recording is the word timeline below (and the provider's transcript).
        <audio
          ref={audio}
          controls
          preload="metadata"
          src={answer.audioUrl}
          className={classes.audio}
          data-testid="answer-audio"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {st('speech.noAudio')}
        </Text>
      )}
      {answer.speech && (
        <>
          <Text size="sm" fw={600}>
            {st('speech.timeline')}
          </Text>
          <Text size="xs" c="dimmed">
            {st('speech.help')}
          </Text>
          <Group gap="xs" align="center">
            <Text size="xs" fw={600} aria-hidden>
              {st('speech.legend')}:
            </Text>
            <Group gap="xs" role="list" aria-label={st('speech.legend')}>
              {legend.map((quality) => (
                <span key={quality} role="listitem" className={`${classes.word} ${classes[quality]}`}>
                  {st(`speech.${quality}`)}
                </span>
              ))}
            </Group>
          </Group>
          {timeline.length === 0 ? (
            <Text size="sm" c="dimmed">
              {st('speech.noWords')}
            </Text>
          ) : (
            <ol className={classes.timeline} aria-label={st('speech.timeline')} data-testid="speech-timeline">
              {timeline.map((entry) =>
                entry.kind === 'pause' ? (
                  <li key={`pause-${entry.start}`} className={classes.pause}>
                    {st('speech.pause', { seconds: seconds(entry.end - entry.start) })}
                  </li>
                ) : (
                  <li key={`word-${entry.start}-${entry.word}`}>
                    <button
                      type="button"
                      className={`${classes.word} ${classes[entry.quality]}`}
                      data-quality={entry.quality}
                      aria-label={
                        entry.quality === 'skipped'
                          ? st('speech.skippedLabel', { word: entry.word })
                          : st('speech.wordLabel', {
                              word: entry.word,
                              quality: st(`speech.${entry.quality}`),
                              time: seconds(entry.start),
                            }) +
                            (entry.expectedPhones?.length
                              ? `; ${st('speech.expected', { phones: ipaOf(entry.expectedPhones) })}`
                              : '')
                      }
                      onClick={() => playFrom(entry.start)}
                    >
                      {entry.word}
                      {entry.expectedPhones && entry.expectedPhones.length > 0 && (
                        <span className={classes.phones} aria-hidden>
                          {ipaOf(entry.expectedPhones)}
                        </span>
                      )}
                    </button>
                  </li>
                ),
              )}
            </ol>
          )}
        </>
      )}
    </Stack>
  );
}
