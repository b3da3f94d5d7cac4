import dictionary from 'dictionary-en';

let verbs: Set<string> | undefined;

/**
 * Words the Hunspell English dictionary lets take "-ing" (its `G` affix flag): the verbs, many of
 * them also nouns ("study", "use", "approach"). Read once from the dictionary the spelling check
 * already ships; about 8,000 lemmas.
 */
function verbLemmas(): Set<string> {
  if (verbs) return verbs;
  verbs = new Set();
  for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
    const slash = line.indexOf('/');
    if (slash > 0 && line.slice(slash + 1).includes('G')) verbs.add(line.slice(0, slash).toLowerCase());
  }
  return verbs;
}

/** Whether a lemma can be a verb ("combine", "study"), as the dictionary knows it. */
export function canBeVerb(lemma: string): boolean {
  return verbLemmas().has(lemma.toLowerCase());
}
