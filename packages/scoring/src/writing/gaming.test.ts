import { describe, expect, it } from 'vitest';
import { scoreWriting } from './score-writing.js';
import type { WritingEvidenceKind, WritingResult } from './types.js';
import {
  ESSAY_PROMPT,
  GOOD_ESSAY,
  OFF_TOPIC_PARAGRAPH,
  SST_GOOD,
  SST_TRANSCRIPT,
  SWT_GOOD,
  SWT_SOURCE,
  takeWords,
} from './writing-fixtures.js';

function evidenceOf(
  result: WritingResult,
  kind: WritingEvidenceKind,
): Array<{ text: string; start: number; end: number }> {
  return Object.values(result.traits).flatMap((trait) => trait.evidence.filter((item) => item.kind === kind));
}

/** An essay of about 175 words (form 1): padding to 200+ must not lift it to form 2. */
const SHORT_ESSAY = takeWords(175, GOOD_ESSAY);
const essay = (response: string): WritingResult =>
  scoreWriting('WRITING_ESSAY', { response, prompt: ESSAY_PROMPT });

describe('gaming cases never raise the score and are named', () => {
  const base = essay(SHORT_ESSAY);

  it('base essay is form 1', () => {
    expect(base.traits.form?.score).toBe(1);
  });

  it('padding with repeated text', () => {
    const repeated = GOOD_ESSAY.split('\n\n')[1] ?? '';
    const padded = essay(`${SHORT_ESSAY}\n\n${repeated}`);
    expect(padded.flags).toContain('REPEATED_TEXT');
    expect(padded.score).toBeLessThanOrEqual(base.score);
    expect(padded.traits.form?.score).toBe(1);
    expect(evidenceOf(padded, 'repeated-text').length).toBeGreaterThan(0);
  });

  it('padding with an off-topic paragraph', () => {
    const response = `${SHORT_ESSAY}\n\n${OFF_TOPIC_PARAGRAPH}`;
    const padded = essay(response);
    expect(padded.flags).toContain('OFF_TOPIC');
    expect(padded.score).toBeLessThanOrEqual(base.score);
    const [offTopic] = evidenceOf(padded, 'off-topic');
    expect(offTopic?.text).toBe(OFF_TOPIC_PARAGRAPH);
    expect(response.slice(offTopic?.start, offTopic?.end)).toBe(OFF_TOPIC_PARAGRAPH);
  });

  it('pasting the prompt', () => {
    const padded = essay(`${ESSAY_PROMPT}\n\n${SHORT_ESSAY}`);
    expect(padded.flags).toContain('COPIED_PROMPT');
    expect(padded.score).toBeLessThanOrEqual(base.score);
    expect(evidenceOf(padded, 'copied-prompt')[0]?.start).toBe(0);
  });

  it('pasting a sentence of the source as a summary', () => {
    const good = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', { response: SWT_GOOD, source: SWT_SOURCE });
    const copied = SWT_SOURCE.split('. ')[2] ?? '';
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', {
      response: `${copied}.`,
      source: SWT_SOURCE,
    });
    expect(result.flags).toContain('COPIED_SOURCE');
    expect(result.score).toBeLessThan(good.score);
    expect(result.traits.content?.score).toBe(0);
    expect(evidenceOf(result, 'copied-source').length).toBeGreaterThan(0);
  });

  it('pasting the whole source passage', () => {
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', {
      response: SST_TRANSCRIPT,
      source: SST_TRANSCRIPT,
    });
    const good = scoreWriting('SUMMARIZE_SPOKEN_TEXT', { response: SST_GOOD, source: SST_TRANSCRIPT });
    expect(result.flags).toContain('COPIED_SOURCE');
    expect(result.score).toBeLessThan(good.score);
  });

  it('a list of sophisticated words without sentences', () => {
    const list =
      'Ubiquitous paradigm juxtaposition ameliorate quintessential meticulous pragmatic unprecedented ' +
      'sustainability infrastructure collaboration productivity flexibility autonomy innovation efficiency';
    const result = essay(Array.from({ length: 14 }, () => list).join(', '));
    expect(result.flags).toContain('WORD_LIST');
    expect(result.score).toBe(0);
    expect(evidenceOf(result, 'word-list').length).toBeGreaterThan(0);
  });

  it('a word list appended to an essay does not lift vocabulary', () => {
    const list =
      'Ubiquitous paradigm juxtaposition ameliorate quintessential meticulous pragmatic unprecedented.';
    const padded = essay(`${SHORT_ESSAY}\n\n${list}`);
    expect(padded.flags).toContain('WORD_LIST');
    expect(padded.traits.vocabulary?.raw).toBeLessThanOrEqual(base.traits.vocabulary?.raw ?? 0);
    expect(padded.score).toBeLessThanOrEqual(base.score);
  });

  it('non-English text', () => {
    const french =
      "Le travail à domicile permet aux employés de gagner du temps, mais beaucoup d'entreprises craignent que " +
      "l'esprit d'équipe disparaisse lorsque les collègues ne se voient plus au bureau pendant la semaine.";
    const result = scoreWriting('SUMMARIZE_SPOKEN_TEXT', { response: french, source: SST_TRANSCRIPT });
    expect(result.flags).toContain('NOT_ENGLISH');
    expect(result.score).toBe(0);
    const vietnamese = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', {
      response: 'Ong mật sống ở thành phố khỏe mạnh hơn vì ít thuốc trừ sâu hơn so với ở nông thôn.',
    });
    expect(vietnamese.flags).toContain('NOT_ENGLISH');
    expect(vietnamese.score).toBe(0);
    expect(evidenceOf(vietnamese, 'not-english').length).toBeGreaterThan(0);
  });

  it('empty input', () => {
    for (const response of ['', '   \n\t ', '...']) {
      const result = scoreWriting('WRITING_ESSAY', { response, prompt: ESSAY_PROMPT });
      expect(result.flags).toContain('EMPTY_RESPONSE');
      expect(result.score).toBe(0);
      expect(result.traits.form?.evidence[0]?.kind).toBe('form');
    }
  });

  it('enormous input is capped, flagged and fast', () => {
    const huge = Array.from({ length: 40 }, (_, index) => `Paragraph ${index}. ${GOOD_ESSAY}`).join('\n\n');
    const started = performance.now();
    const result = essay(huge);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.flags).toEqual(expect.arrayContaining(['INPUT_TRUNCATED', 'FORM_ZERO']));
    expect(result.score).toBe(0);
    expect(evidenceOf(result, 'truncated').length).toBe(1);
  });

  it('template padding earns less content than the same essay without it', () => {
    const templates =
      'This essay will discuss both sides of the argument before reaching a conclusion. ' +
      'In this day and age, this is a highly controversial issue that has sparked a heated debate. ';
    const padded = scoreWriting('WRITING_ESSAY', {
      response: `${templates}\n\n${GOOD_ESSAY}`,
      prompt: ESSAY_PROMPT,
    });
    const clean = scoreWriting('WRITING_ESSAY', { response: GOOD_ESSAY, prompt: ESSAY_PROMPT });
    expect(padded.traits.content?.raw).toBeLessThan(clean.traits.content?.raw ?? 0);
    expect(evidenceOf(padded, 'template').length).toBe(2);
  });
});
