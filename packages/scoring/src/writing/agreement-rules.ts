import { scorerMessage } from '@prepwise/contracts';
import { dictionary as pronunciations } from 'cmu-pronouncing-dictionary';
import { issueBetween, PLAIN_SUBJECTS, SINGULAR_SUBJECTS } from './grammar-types.js';
import type { GrammarIssue, GrammarRule, RuleContext } from './grammar-types.js';
import { isKnownWord } from './spelling.js';
import type { Token } from './text-analysis.js';
import { classifyVerb, isModal, matchCase, toPast, toThirdPerson } from './verb-forms.js';

const VERBAL = new Set(['VERB', 'AUX']);
const SUBJECT_OPENERS = new Set(['PUNCT', 'CCONJ', 'SCONJ']);
const PLAIN_BE: Record<string, Record<string, string>> = {
  is: { i: 'am', you: 'are', we: 'are', they: 'are' },
  was: { you: 'were', we: 'were', they: 'were' },
};
const SINGULAR_BE: Record<string, string> = { are: 'is', were: 'was', am: 'is' };

/** True when the token stands where a subject can (sentence start or after a clause boundary). */
function isSubjectPosition(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (before?.lower === 'and' || before?.lower === 'or') {
    const joined = tokens[index - 2];
    const compound =
      tokens[index]?.lower === 'i' ||
      joined?.pos === 'PROPN' ||
      (joined?.pos === 'PRON' && joined.lower !== 'it');
    return !compound;
  }
  return before === undefined || SUBJECT_OPENERS.has(before.pos) || before.lower === 'that';
}

function nextVerb(tokens: Token[], index: number): Token | undefined {
  let cursor = index + 1;
  if (tokens[cursor]?.pos === 'ADV' && tokens[cursor]?.lower !== 'not') cursor += 1;
  const candidate = tokens[cursor];
  if (!candidate || !VERBAL.has(candidate.pos) || !isKnownWord(candidate.text)) return undefined;
  return tokens[cursor + 1]?.pos === 'VERB' && candidate.pos === 'VERB' ? undefined : candidate;
}

function singularAgreement(subject: Token, verb: Token, previous: Token | undefined): string | undefined {
  if (isModal(verb)) return undefined;
  const be = SINGULAR_BE[verb.lower];
  if (be) return previous?.lower === 'if' || previous?.lower === 'wish' ? undefined : be;
  if (classifyVerb(verb) !== 'base' || verb.lower === 'be' || toPast(verb.lemma) === verb.lemma)
    return undefined;
  return subject.lower === 'it' && verb.lower === 'need' ? undefined : toThirdPerson(verb.lemma);
}

function plainAgreement(subject: Token, verb: Token): string | undefined {
  const be = PLAIN_BE[verb.lower]?.[subject.lower];
  if (be) return be;
  if (subject.lower === 'i' && verb.lower === 'are') return 'am';
  if (verb.lemma === 'be' || isModal(verb)) return undefined;
  return classifyVerb(verb) === 'third' ? verb.lemma : undefined;
}

const PLURAL_IRREGULAR = new Set(['people', 'children', 'men', 'women', 'teenagers', 'students', 'parents']);
const SINGULAR_AUX: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/** "he go", "they goes", "people is": agreement between a pronoun (or a clear plural) and its verb. */
export const subjectVerbAgreement: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((subject, index) => {
    if (!isSubjectPosition(tokens, index)) return;
    const verb = nextVerb(tokens, index);
    if (!verb) return;
    let fix: string | undefined;
    if (SINGULAR_SUBJECTS.has(subject.lower)) fix = singularAgreement(subject, verb, tokens[index - 1]);
    else if (PLAIN_SUBJECTS.has(subject.lower)) fix = plainAgreement(subject, verb);
    else if (PLURAL_IRREGULAR.has(subject.lower) && tokens[index + 1] === verb)
      fix = SINGULAR_AUX[verb.lower];
    if (fix === undefined || fix === verb.lower) return;
    const message = scorerMessage('agreement', { subject: subject.text });
    issues.push(issueBetween('subject-verb-agreement', verb, verb, message, matchCase(verb.text, fix)));
  });
  return issues;
};

const VOWEL_PHONES = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)/;

/** Whether a word starts with a vowel sound, from the CMU pronouncing dictionary when it knows the word. */
export function startsWithVowelSound(word: string): boolean {
  const phones = pronunciations[word.toLowerCase()];
  if (phones !== undefined) return VOWEL_PHONES.test(phones);
  const lower = word.toLowerCase();
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeio])/.test(lower)) return false;
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return true;
  return /^[aeiou]/.test(lower);
}

const ARTICLE_TARGETS = new Set(['NOUN', 'ADJ', 'PROPN', 'ADV', 'VERB']);

/** "a apple" / "an book": the article must follow the sound of the next word. */
export const indefiniteArticle: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((article, index) => {
    const next = tokens[index + 1];
    if ((article.lower !== 'a' && article.lower !== 'an') || article.pos !== 'DET') return;
    if (
      !next ||
      !ARTICLE_TARGETS.has(next.pos) ||
      next.text.length < 2 ||
      next.text === next.text.toUpperCase()
    )
      return;
    const wanted = startsWithVowelSound(next.text) ? 'an' : 'a';
    if (wanted === article.lower) return;
    const message = scorerMessage('aAn', { wanted, next: next.text });
    issues.push(issueBetween('a-an', article, article, message, matchCase(article.text, wanted)));
  });
  return issues;
};

const UNCOUNTABLE = new Set([
  'information',
  'advice',
  'furniture',
  'homework',
  'equipment',
  'knowledge',
  'luggage',
  'baggage',
  'evidence',
  'feedback',
  'software',
  'vocabulary',
]);
/** Plural nouns that modify another noun after "a": "a sports car", "a sales manager". */
const PLURAL_MODIFIERS = new Set([
  'sports',
  'sales',
  'clothes',
  'savings',
  'goods',
  'arms',
  'customs',
  'jeans',
  'glasses',
  'arts',
  'communications',
  'systems',
  'operations',
]);
const WRONG_PLURALS = new Map([...UNCOUNTABLE].map((noun) => [`${noun}s`, noun]));

function isPluralNoun(token: Token): boolean {
  return (
    token.pos === 'NOUN' &&
    token.lower !== token.lemma &&
    token.lower.endsWith('s') &&
    !token.lemma.endsWith('s')
  );
}

/** "a books", "an advice", "informations": articles before plurals or uncountables, plurals of uncountables. */
export const articleNoun: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((token, index) => {
    const singular = WRONG_PLURALS.get(token.lower);
    if (singular !== undefined) {
      const message = scorerMessage('uncountable', { word: singular });
      issues.push(issueBetween('article-noun', token, token, message, matchCase(token.text, singular)));
      return;
    }
    const noun = tokens[index + 1];
    if ((token.lower !== 'a' && token.lower !== 'an') || token.pos !== 'DET' || !noun) return;
    const modifier = UNCOUNTABLE.has(noun.lower) || PLURAL_MODIFIERS.has(noun.lower);
    if (modifier && tokens[index + 2]?.pos === 'NOUN') return;
    if (!isPluralNoun(noun) && !UNCOUNTABLE.has(noun.lower)) return;
    const message = scorerMessage('noArticle', { article: token.text, noun: noun.text });
    issues.push(issueBetween('article-noun', token, noun, message, matchCase(token.text, noun.text)));
  });
  return issues;
};

/** "can goes", "should to go", "must went": a modal takes the bare infinitive. */
export const modalVerbForm: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((modal, index) => {
    if (!isModal(modal)) return;
    let cursor = index + 1;
    while (['not', "n't", 'also', 'still', 'never', 'always', 'only'].includes(tokens[cursor]?.lower ?? ''))
      cursor += 1;
    const next = tokens[cursor];
    if (!next) return;
    if (next.lower === 'to' && VERBAL.has(tokens[cursor + 1]?.pos ?? '')) {
      const verb = tokens[cursor + 1] ?? next;
      issues.push(
        issueBetween(
          'modal-verb-form',
          next,
          verb,
          scorerMessage('noToAfterModal', { modal: modal.text }),
          verb.text,
        ),
      );
      return;
    }
    if (!VERBAL.has(next.pos) || isModal(next) || classifyVerb(next) === 'base') return;
    const message = scorerMessage('modalBase', { modal: modal.text });
    issues.push(issueBetween('modal-verb-form', next, next, message, next.lemma));
  });
  return issues;
};

const NOT_INFINITIVE = new Set([
  'due',
  'according',
  'prior',
  'close',
  'next',
  'used',
  'addicted',
  'committed',
  'opposed',
]);

const INFINITIVE_TAKERS = new Set(
  'want need try decide like love hate hope plan able have go wish learn start begin continue choose expect seem afford agree refuse promise'.split(
    ' ',
  ),
);

function isPastForm(verb: Token): boolean {
  return verb.lower.endsWith('ed') || verb.lower === toPast(verb.lemma);
}

/** "to went", "to goes": the infinitive marker takes the base form. */
export const toVerbForm: GrammarRule = ({ tokens }: RuleContext) => {
  const issues: GrammarIssue[] = [];
  tokens.forEach((marker, index) => {
    const verb = tokens[index + 1];
    if (marker.lower !== 'to' || marker.pos !== 'PART' || !verb || !VERBAL.has(verb.pos)) return;
    const before = tokens[index - 1];
    if (!before || !['VERB', 'AUX', 'ADJ'].includes(before.pos) || NOT_INFINITIVE.has(before.lower)) return;
    const form = classifyVerb(verb);
    const thirdPersonError =
      form === 'third' && INFINITIVE_TAKERS.has(before.lemma) && verb.lower === toThirdPerson(verb.lemma);
    if (!thirdPersonError && (form !== 'past' || !isPastForm(verb))) return;
    issues.push(issueBetween('to-verb-form', verb, verb, scorerMessage('baseAfterTo'), verb.lemma));
  });
  return issues;
};

const PAST_MARKERS = /\b(yesterday|ago|last (week|month|year|night|summer|winter|time|weekend))\b/i;
const PRESENT_MARKERS = /\b(now|today|nowadays|currently|these days)\b/i;

/** "Yesterday I go to school": a present verb in a sentence anchored in the past. */
export const tenseConsistency: GrammarRule = ({ analysis, sentence, tokens }: RuleContext) => {
  const text = analysis.text.slice(sentence.start, sentence.end);
  if (!PAST_MARKERS.test(text) || PRESENT_MARKERS.test(text)) return [];
  const issues: GrammarIssue[] = [];
  tokens.forEach((verb, index) => {
    if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return;
    const subject = tokens[index - 1];
    const subjectIsPronoun =
      subject !== undefined && (PLAIN_SUBJECTS.has(subject.lower) || SINGULAR_SUBJECTS.has(subject.lower));
    const form = classifyVerb(verb);
    if (isModal(verb) || !subjectIsPronoun || (form !== 'base' && form !== 'third')) return;
    const past =
      verb.lemma === 'be'
        ? ['we', 'you', 'they'].includes(subject.lower)
          ? 'were'
          : 'was'
        : toPast(verb.lemma);
    const message = scorerMessage('pastTense');
    issues.push(issueBetween('tense-consistency', verb, verb, message, matchCase(verb.text, past)));
  });
  return issues;
};
