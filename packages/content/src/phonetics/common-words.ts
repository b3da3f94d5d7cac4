/**
 * Common English words for generated phonetic items, chosen for this project: everyday
 * vocabulary of lower-secondary and upper-secondary courses, grouped by what they are useful
 * for. Most words whose American and British vowels differ ("class", "answer") are left out;
 * the checker catches the rest, and the generator keeps only items it settles.
 */
const wordGroups: readonly string[] = [
  // -ed endings
  'walked talked looked worked helped stopped washed watched kissed jumped cooked dropped liked hoped',
  'missed finished danced fixed wished reached touched picked knocked',
  'wanted needed decided visited started waited painted invited ended added collected rested',
  'played cleaned opened called lived loved moved stayed changed enjoyed listened arrived answered',
  'cried tried studied closed used returned happened showed followed planned believed saved smiled',
  'filled seemed rained carried turned learned joined',
  // -s and -es endings
  'books cats maps cups hats lakes shops months students parents streets desks clocks',
  'dogs beds pens bags trees days boys girls cars rooms birds friends songs hands lessons',
  'boxes watches buses dishes oranges pages changes wishes bridges roses pieces places',
  // vowel spellings
  'bread head dead heavy weather feather ready breakfast health pleasant',
  'meat seat clean teach speak beach mean leave please reason season eat sea tea',
  'great break steak learn early heart near hear bear wear year dear clear',
  'food moon school room pool soon spoon tooth good book look foot cook wood wool blood flood door floor',
  'house mouse mouth south loud cloud round found sound ground country young touch double trouble',
  'enough soup group you shoulder cousin',
  'cow now town brown down flower tower power show know snow slow grow window yellow follow',
  'tomorrow own bowl',
  'cat hat bag map man hand black happy family name make take cake lake game face late plate',
  'baby table paper water ball call tall small walk talk want watch what wash car park dark farm',
  'garden any many village about again',
  'sit big fish give live milk bike like time kind find mind nice child white wine police machine',
  'hot stop dog box not clock lot go home note open over old cold gold come some love money',
  'mother brother son month do who move lose woman women body',
  'cup bus sun run jump lunch much study put push pull full bush sugar rule june blue music use',
  'student tube busy bury business cute huge',
  // consonant spellings
  'chair cheap church lunch chemist character chorus stomach ache chef choose cheese check kitchen',
  'think thank thin thick three thumb birthday healthy this that then there together',
  'laugh cough tough high night light though daughter ghost',
  'hour honest heir hotel hope',
  'knife know knee write wrong climb comb listen island',
  'city cinema cell ice cold come picture ocean special',
  'get girl gift age page large orange giant general gym energy',
  'six exam exact example exist taxi',
  'sure usually measure pleasure vision decision television easy',
  // two syllables, stress on the first
  'doctor teacher window money morning river country paper people person market office',
  'winter summer dinner letter number travel visit happen enter finish borrow',
  'worry hurry promise purpose picnic pencil rabbit monkey orange sister sugar ticket',
  'silver carrot butter cotton dentist farmer hungry lovely narrow quiet simple sunny useful',
  // two syllables, stress on the second
  'alone along arrive agree begin become believe decide describe enjoy explain forget forgive',
  'invite prefer prepare protect receive reduce remove repeat replace reply return suggest support',
  'today tonight complete correct polite mistake advice event result success career balloon',
  'guitar delay escape exist extend involve pollute prevent relax remain remind require respect',
  'reveal select surprise compare compete confirm connect consist contain create define depend',
  'deserve design destroy discuss divide employ ensure expect explore express improve include',
  'inform insist install intend maintain obtain occur perform persuade predict pretend provide',
  'regret reject relate release rely retire suppose survive',
  // three or more syllables
  'beautiful holiday hospital yesterday government interview library animal company difficult',
  'different exercise furniture article accident memory history quality popular regular',
  'wonderful dangerous possible terrible vegetable restaurant photograph',
  'important banana computer potato example remember develop deliver consider continue',
  'discover enormous fantastic position attention direction addition another umbrella official',
  'musician eleven unhappy',
  'understand introduce entertain volunteer engineer afternoon recommend disappear guarantee',
  'japanese employee kangaroo magazine',
];

/** The curated words, unique, in a fixed order (generation is deterministic given a seed). */
export const commonWords: readonly string[] = [...new Set(wordGroups.join(' ').split(/\s+/))].filter(
  (word) => word !== '',
);
