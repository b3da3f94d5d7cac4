import type { Token } from './text-analysis.js';

/** The morphological form of a verb token, inferred from its surface form and lemma. */
export type VerbForm = 'base' | 'third' | 'ing' | 'past';

/** Irregular verbs: lemma -> simple past. Covers the verbs learners use most. */
const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  have: 'had',
  do: 'did',
  go: 'went',
  get: 'got',
  make: 'made',
  take: 'took',
  come: 'came',
  see: 'saw',
  know: 'knew',
  think: 'thought',
  give: 'gave',
  find: 'found',
  tell: 'told',
  say: 'said',
  become: 'became',
  leave: 'left',
  feel: 'felt',
  bring: 'brought',
  begin: 'began',
  keep: 'kept',
  hold: 'held',
  write: 'wrote',
  stand: 'stood',
  hear: 'heard',
  let: 'let',
  mean: 'meant',
  set: 'set',
  meet: 'met',
  run: 'ran',
  pay: 'paid',
  sit: 'sat',
  speak: 'spoke',
  lie: 'lay',
  lead: 'led',
  read: 'read',
  grow: 'grew',
  lose: 'lost',
  fall: 'fell',
  send: 'sent',
  build: 'built',
  understand: 'understood',
  spend: 'spent',
  cut: 'cut',
  buy: 'bought',
  teach: 'taught',
  catch: 'caught',
  eat: 'ate',
  drink: 'drank',
  drive: 'drove',
  win: 'won',
  sleep: 'slept',
  swim: 'swam',
  forget: 'forgot',
  choose: 'chose',
  fly: 'flew',
  wear: 'wore',
  sell: 'sold',
  put: 'put',
  break: 'broke',
  fight: 'fought',
  throw: 'threw',
  ride: 'rode',
  sing: 'sang',
  wake: 'woke',
  hit: 'hit',
  hurt: 'hurt',
  cost: 'cost',
  quit: 'quit',
  // Past and base alike: "it spread" is a past, never "it spreads" misspelt.
  spread: 'spread',
  shut: 'shut',
  split: 'split',
  burst: 'burst',
  cast: 'cast',
  broadcast: 'broadcast',
  forecast: 'forecast',
  upset: 'upset',
  shed: 'shed',
  bet: 'bet',
  beat: 'beat',
};

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/** True for a modal auxiliary (can, will, must, ...). */
export function isModal(token: Token): boolean {
  return MODALS.has(token.lemma) && token.pos === 'AUX';
}

/** Third person singular present of a lemma ("go" -> "goes", "study" -> "studies"). */
export function toThirdPerson(lemma: string): string {
  if (lemma === 'be') return 'is';
  if (lemma === 'have') return 'has';
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  return `${lemma}s`;
}

/** Simple past of a lemma (irregulars from a table, otherwise the -ed rules). */
export function toPast(lemma: string): string {
  const irregular = IRREGULAR_PAST[lemma];
  if (irregular) return irregular;
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

/** Classifies a verb token: base ("go"), third ("goes"), ing ("going") or past ("went", "gone"). */
export function classifyVerb(token: Token): VerbForm {
  const { lower, lemma } = token;
  if (lower === lemma) return 'base';
  if (['am', 'are'].includes(lower)) return 'base';
  if (['is', 'has', 'does'].includes(lower)) return 'third';
  if (lower.endsWith('ing')) return 'ing';
  if (lower.endsWith('s') && toThirdPerson(lemma) === lower) return 'third';
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > lemma.length) return 'third';
  return 'past';
}

/** Matches the case of `model` ("Go" + "went" -> "Went"). */
export function matchCase(model: string, word: string): string {
  const first = model.charAt(0);
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
