import type { QuestionContent } from '@prepwise/contracts';
import {
  assetPathOf,
  audioPromptTypes,
  audioUrl,
  modelAnswerTypes,
  spokenTranscript,
} from '../../src/bank/pte/bank-rules.js';
import { speakable } from './speakable.js';

/** espeak-ng voices for prompt recordings, chosen by item id so that consecutive items differ. */
export const promptVoices = [
  'en-gb',
  'en-us+f2',
  'en-gb-x-rp',
  'en-gb+f3',
  'en-us',
  'en-gb+f4',
  'en-gb-scotland',
  'en-us+f3',
] as const;

/** Voices of the model answers of read aloud and repeat sentence. */
export const modelVoices = { male: 'en-gb-x-rp', female: 'en-us+f3' } as const;

/** Speaking rate of every recording, in words per minute (espeak-ng `-s`). */
export const wordsPerMinute = 150;

/** The item field an audio file is linked from. */
export type AudioField = 'audioLink' | 'audioLinkSampleMale' | 'audioLinkSampleFemale';

/** One MP3 to synthesise and the item field that links to it. */
export interface AudioJob {
  field: AudioField;
  url: string;
  /** Path under the package's `assets/` folder. */
  file: string;
  /** Text as espeak-ng should read it. */
  text: string;
  voice: string;
  /** SELECT_MISSING_WORD: the passage stops and a beep stands for the missing words. */
  endsWithBeep: boolean;
}

function job(field: AudioField, url: string, text: string, voice: string, endsWithBeep = false): AudioJob {
  const file = assetPathOf(url);
  if (file === null) throw new Error(`${url} is not a content asset URL`);
  return { field, url, file, text: speakable(text), voice, endsWithBeep };
}

/** The voice of an item's prompt recording. */
export function promptVoiceOf(id: number): string {
  return promptVoices[id % promptVoices.length] ?? 'en-gb';
}

/**
 * The recordings an item needs: the prompt of the listening and repeat types (`audioLink`) and,
 * for read aloud and repeat sentence, a male and a female model answer of `text`.
 */
export function planAudio(item: QuestionContent): AudioJob[] {
  const jobs: AudioJob[] = [];
  if (audioPromptTypes.has(item.type)) {
    const transcript = spokenTranscript(item);
    if (!transcript) throw new Error(`${item.id} (${item.type}) has no transcript to synthesise`);
    const beep = item.type === 'SELECT_MISSING_WORD';
    jobs.push(job('audioLink', audioUrl(item.id), transcript, promptVoiceOf(item.id), beep));
  }
  if (modelAnswerTypes.has(item.type)) {
    if (!item.text) throw new Error(`${item.id} (${item.type}) has no text for its model answers`);
    jobs.push(job('audioLinkSampleMale', audioUrl(item.id, 'male'), item.text, modelVoices.male));
    jobs.push(job('audioLinkSampleFemale', audioUrl(item.id, 'female'), item.text, modelVoices.female));
  }
  return jobs;
}
