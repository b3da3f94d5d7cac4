export { checkPhoneticItem } from './phonetics/check-phonetic-item.js';
export {
  analyseUnderlinedSound,
  checkPronunciationItem,
  type UnderlinedSound,
} from './phonetics/pronunciation-checker.js';
export {
  analyseStress,
  checkStressItem,
  type StressPattern,
  type StressReading,
} from './phonetics/stress-checker.js';
export {
  optionLabels,
  parsePhoneticItem,
  PhoneticItemError,
  phoneticKinds,
  type PhoneticAnswer,
  type PhoneticItem,
  type PhoneticKind,
} from './phonetics/phonetic-item.js';
export { alignGraphemes, type AlignedSegment, type GraphemeAlignment } from './phonetics/grapheme-aligner.js';
export { graphemeTable, type Correspondence } from './phonetics/grapheme-table.js';
export { readSpanPhones, type SpanReading } from './phonetics/span-reader.js';
export { locateUnderline, type LetterSpan } from './phonetics/underline.js';
export { lookupPronunciations, readOptionWord, type OptionWord } from './phonetics/pronouncing-dictionary.js';
export { describePhones, isVowel, stressOf, stripStress, toIpa } from './phonetics/arpabet.js';
export { soundAnalyses, type SoundAnalysis, type SpanContext } from './phonetics/sound-keys.js';
export {
  generatePhoneticItems,
  type GeneratedPhoneticItem,
  type GenerateOptions,
} from './phonetics/item-generator.js';
export { commonWords } from './phonetics/common-words.js';
export { createSeededRandom, type SeededRandom } from './phonetics/seeded-random.js';
export {
  generatePhoneticPreviews,
  previewPhoneticItem,
  type PhoneticPreviewRequest,
} from './bank/phonetic/phonetic-previews.js';
export { questionBank } from './bank/index.js';
export { sampleExams, type SampleExam } from './bank/sample-exams.js';
