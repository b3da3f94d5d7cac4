import { beforeAll, describe, expect, it } from 'vitest';
import { relatedWordsOf } from './related-words.js';
import { scoreWriting } from './score-writing.js';
import { analyseText } from './text-analysis.js';
import type { WritingResult } from './types.js';
import { contentTokens } from './vocabulary.js';

/**
 * Gaming must never pay: for several essays written for this project (original text, no dataset
 * text), appending off-topic paragraphs, repeating paragraphs, adding a memorised template,
 * copying the prompt, adding gibberish or a list of words related to the prompt's (the words
 * that say its ideas in other words) never raises any trait's score or the total.
 */
interface Case {
  prompt: string;
  essay: string;
}

const TRANSPORT: Case = {
  prompt:
    'Some people think that governments should spend more money on public transport than on building new roads. ' +
    'To what extent do you agree or disagree?',
  essay: [
    'In many growing cities, traffic jams waste hours of every working day. I agree that governments should put ' +
      'more money into buses, trams and trains than into new roads, although roads still matter in the countryside.',
    'The main reason is that public transport moves far more people in the same space. One bus lane can carry ' +
      'thousands of passengers an hour, while a new motorway quickly fills with cars again. Cheaper and faster trains ' +
      'also reduce pollution, because fewer people need to drive to work.',
    'However, villages and small towns often have no railway, and their residents depend on roads to reach ' +
      'hospitals and markets. Cutting road budgets completely would therefore be unfair to them.',
    'A sensible plan is to repair existing roads instead of building new ones, and to spend the rest of the ' +
      'transport budget on frequent, reliable buses and trains. When public transport is cheap and comfortable, ' +
      'many drivers leave their cars at home, and the roads become less crowded for those who really need them.',
    'In conclusion, cities should give priority to public transport, but rural areas still need well maintained roads.',
  ].join('\n\n'),
};

const ONLINE: Case = {
  prompt:
    'Many students now take online courses instead of attending classes on campus. Discuss the advantages and ' +
    'disadvantages of online learning.',
  essay: [
    'Online learning has become very popular, specially since universities started to record there lectures. ' +
      'It have clear advantages, but it also bring some problems for students.',
    'First, online courses are flexible. A student who works part time can watch the lessons at night and repeat ' +
      'difficult parts many times. Courses are often cheaper too, because nobody pays for rent or travel to campus.',
    'On the other hand, studying alone at home is hard. Many learners lose motivation when they never meet their ' +
      'classmates, and they cannot ask the teacher a quick question after class. Exams online are also easier to cheat.',
    'Another problem is technology. Not every student has a fast internet connection or a quiet room, so online ' +
      'courses can make the gap between rich and poor learners bigger. Universities should lend laptops and keep ' +
      'their libraries open for students who need a place to study.',
    'To sum up, online learning is useful for busy students, but it works best when it is mixed with some classes on campus.',
  ].join('\n\n'),
};

const TOURISM: Case = {
  prompt:
    'Tourism brings money to a region but can also damage local culture and the environment. Do the benefits of ' +
    'tourism outweigh the drawbacks?',
  essay: [
    'Every summer my home town on the coast doubles its population because of visitors. This experience shows me ' +
      'that tourism is both a gift and a risk for a region.',
    'The benefits are easy to see. Hotels, restaurants and guides earn money, young people find jobs without moving ' +
      'to the capital, and taxes from visitors pay for better roads and clean beaches.',
    'Nevertheless, the drawbacks are serious. Traditional festivals are turned into shows for cameras, rents rise ' +
      'so that local families cannot afford to live near the sea, and rubbish and traffic damage the environment.',
    'Some regions have already found a balance. They charge a small tourist tax, which pays for nature reserves ' +
      'and for museums that keep local traditions alive, and they encourage visitors to come outside the busy ' +
      'season, so the benefits of tourism are spread across the whole year.',
    'Overall, I believe the benefits outweigh the drawbacks only when local people control how tourism grows, for ' +
      'example by limiting new hotels and protecting the coast.',
  ].join('\n\n'),
};

/**
 * Off-topic paragraphs, some sharing a word with a prompt ("money", "students"). The last one,
 * about Roman roads, is a tangent rather than off-topic under the transport prompt (it is about
 * building roads), so it is appended only to the other essays.
 */
const OFF_TOPIC = [
  'Volcanoes form where molten rock rises through cracks in the crust of the planet. Basalt lava flows quickly and ' +
    'builds wide shields, whereas sticky magma traps gas and explodes violently, throwing ash high into the atmosphere.',
  'My favourite recipe is a simple lemon cake. You beat butter and sugar until they are pale, add three eggs, ' +
    'flour and the grated peel of two lemons, and bake it for forty minutes. It costs little money and tastes wonderful.',
  'Last weekend our football team played the final of the school league. The students from the other school scored ' +
    'first, but our captain equalised with a beautiful header and we won the match on penalties after a long evening.',
  'Ancient Rome built thousands of kilometres of roads, and many of them still exist. The legions marched on stone ' +
    'paving laid over layers of gravel and sand, and milestones told travellers how far they were from the capital.',
];

const TEMPLATES =
  'This essay will discuss both sides of the argument before reaching a conclusion. In this day and age, this is a ' +
  'highly controversial issue that has sparked a heated debate. There is no denying that people have different views ' +
  'on this topic. All things considered, this issue deserves careful consideration.';

const GIBBERISH = [
  'Asdf qwer zxcv plorm tranfeby wuggle snorp klimbet dravon quelp fribbit maxolent shrub vintox pargle.',
  'Bloop farnish vex querdal pomtricity, snell wabble dorfin gratch lumosity frankel zib zab quorple.',
];

function score(item: Case, response: string): WritingResult {
  return scoreWriting('WRITING_ESSAY', { response, prompt: item.prompt });
}

/** Up to three words related to each content word of the prompt: a list that "says" its ideas. */
function relatedList(prompt: string): string[] {
  const lemmas = new Set(contentTokens(analyseText(prompt)).map((token) => token.lemma));
  return [...lemmas].flatMap((lemma) => [...relatedWordsOf(lemma).keys()].slice(0, 3));
}

const bases = new Map<Case, WritingResult>();

function baseOf(item: Case): WritingResult {
  const cached = bases.get(item) ?? score(item, item.essay);
  bases.set(item, cached);
  return cached;
}

function expectNoRise(item: Case, response: string, label: string): void {
  const base = baseOf(item);
  const gamed = score(item, response);
  for (const [name, trait] of Object.entries(base.traits)) {
    expect(gamed.traits[name as keyof typeof base.traits]?.score, `${label}: ${name}`).toBeLessThanOrEqual(
      trait.score,
    );
  }
  expect(gamed.score, `${label}: total`).toBeLessThanOrEqual(base.score);
}

const CASES = { TRANSPORT, ONLINE, TOURISM };

describe('gaming never raises a trait or the total', () => {
  // The first scoring loads the dictionaries (seconds on a busy machine).
  beforeAll(() => {
    for (const item of Object.values(CASES)) baseOf(item);
  }, 60_000);

  for (const [label, item] of Object.entries(CASES)) {
    const paragraphs = item.essay.split('\n\n');

    it(`${label}: the base essay earns points`, () => {
      const base = baseOf(item);
      expect(base.flags).toEqual([]);
      // 160-190 words: form 1, so 40 words of padding would reach form 2 if they counted.
      expect(base.traits.form?.score).toBe(1);
      expect(base.score).toBeGreaterThanOrEqual(6);
    });

    it(`${label}: appending an off-topic paragraph`, () => {
      for (const [index, paragraph] of OFF_TOPIC.entries()) {
        if (item === TRANSPORT && index === 3) continue;
        expectNoRise(item, `${item.essay}\n\n${paragraph}`, `${label} off-topic ${index}`);
      }
      expectNoRise(item, `${item.essay}\n\n${OFF_TOPIC.slice(0, 2).join('\n\n')}`, `${label} two off-topic`);
      expectNoRise(item, `${OFF_TOPIC[1]}\n\n${item.essay}`, `${label} off-topic first`);
    });

    it(`${label}: repeating paragraphs`, () => {
      expectNoRise(item, `${item.essay}\n\n${paragraphs[1]}`, `${label} one repeated`);
      expectNoRise(item, `${item.essay}\n\n${item.essay}`, `${label} whole essay twice`);
      expectNoRise(item, [...paragraphs, ...paragraphs.slice(1, 3)].join('\n\n'), `${label} body twice`);
    });

    it(`${label}: a memorised template`, () => {
      expectNoRise(item, `${TEMPLATES}\n\n${item.essay}`, `${label} template first`);
      expectNoRise(item, `${item.essay}\n\n${TEMPLATES}`, `${label} template last`);
    });

    it(`${label}: copying the prompt`, () => {
      expectNoRise(item, `${item.prompt}\n\n${item.essay}`, `${label} prompt first`);
      expectNoRise(item, `${item.essay}\n\n${item.prompt}`, `${label} prompt last`);
      expectNoRise(item, `${item.prompt} ${item.prompt}\n\n${item.essay}`, `${label} prompt twice`);
    });

    it(`${label}: a list of words related to the prompt's`, () => {
      const list = relatedList(item.prompt);
      expect(list.length).toBeGreaterThan(10);
      expectNoRise(item, `${item.essay}\n\n${list.join(', ')}.`, `${label} related words paragraph`);
      expectNoRise(item, `${item.essay} ${list.slice(0, 12).join(', ')}.`, `${label} related words sentence`);
      expectNoRise(item, `${list.join(' ')}`, `${label} related words alone`);
    });

    it(`${label}: gibberish`, () => {
      expectNoRise(item, `${item.essay}\n\n${GIBBERISH.join(' ')}`, `${label} gibberish paragraph`);
      expectNoRise(item, `${item.essay} ${GIBBERISH[0]}`, `${label} gibberish sentence`);
    });
  }
});
