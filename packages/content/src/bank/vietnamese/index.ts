import comCom from './COM_COM.json' with { type: 'json' };
import grammarFindIncorrect from './GRAMMAR_FIND_INCORRECT.json' with { type: 'json' };
import grammarFinishSentence from './GRAMMAR_FINISH_SENTENCE.json' with { type: 'json' };
import readingComprehend from './READING_COMPREHEND.json' with { type: 'json' };
import readingFillInBlank from './READING_FILL_IN_BLANK.json' with { type: 'json' };
import vocabAntonym from './VOCAB_ANTONYM.json' with { type: 'json' };
import vocabFindIncorrect from './VOCAB_FIND_INCORRECT.json' with { type: 'json' };
import vocabFinishSentence from './VOCAB_FINISH_SENTENCE.json' with { type: 'json' };
import vocabSynonym from './VOCAB_SYNONYM.json' with { type: 'json' };
import writingCombine from './WRITING_COMBINE.json' with { type: 'json' };
import writingRewrite from './WRITING_REWRITE.json' with { type: 'json' };

/**
 * The original Vietnamese (THPT) practice bank, one JSON file per question type. Items are
 * written in the shape of `questionContentSchema` (@prepwise/contracts); they are left unparsed
 * here so that importers validate them on the way in. Ids use the block 1000-9999, one hundred
 * per type (COM_COM 1000-1099, VOCAB_SYNONYM 1100-1199, ... WRITING_REWRITE 2000-2099).
 * Phonetic items (pronunciation, stress) are generated elsewhere and are not part of this bank.
 */
export const vietnameseBankFiles: Readonly<Record<string, readonly unknown[]>> = {
  COM_COM: comCom,
  VOCAB_SYNONYM: vocabSynonym,
  VOCAB_ANTONYM: vocabAntonym,
  VOCAB_FINISH_SENTENCE: vocabFinishSentence,
  VOCAB_FIND_INCORRECT: vocabFindIncorrect,
  GRAMMAR_FINISH_SENTENCE: grammarFinishSentence,
  GRAMMAR_FIND_INCORRECT: grammarFindIncorrect,
  READING_FILL_IN_BLANK: readingFillInBlank,
  READING_COMPREHEND: readingComprehend,
  WRITING_COMBINE: writingCombine,
  WRITING_REWRITE: writingRewrite,
};

/** Every item of the bank, in file order. */
export const vietnameseBank: unknown[] = Object.values(vietnameseBankFiles).flat();
