/** Test fixtures written for this project (no dataset text). Shared by the writing tests. */

export const ESSAY_PROMPT =
  'Some people believe that working from home benefits both employees and employers, while others think it harms ' +
  'productivity and teamwork. Discuss both views and give your own opinion.';

export const GOOD_ESSAY = [
  'Over the last few years, working from home has changed from a rare privilege into an ordinary arrangement for ' +
    'millions of office employees. Although some managers fear that productivity and teamwork suffer, I believe that ' +
    'a flexible approach benefits both employees and employers.',
  'On the one hand, remote work gives employees more control over their time. Without a long commute, they can start ' +
    'earlier, concentrate in a quiet room and spend the saved hours with their families. Employers also gain, because ' +
    'they can reduce the cost of renting large offices and recruit talented staff who live far away. For example, a ' +
    'small software company in my city now hires engineers from three different countries.',
  'On the other hand, critics argue that teamwork becomes weaker when colleagues rarely meet. New employees, in ' +
    'particular, may struggle to learn informal skills that are usually picked up by watching experienced workers. ' +
    'Moreover, some people find it difficult to separate their job from their private life, which can lead to stress ' +
    'and longer working days.',
  'In my opinion, these problems can be solved by combining both models. If teams spend two or three days together ' +
    'in the office, they can plan projects and build trust, while the remaining days allow deep, independent work. ' +
    'Therefore, I am convinced that working from home, when it is organised carefully, improves productivity rather ' +
    'than harming it.',
].join('\n\n');

export const OFF_TOPIC_PARAGRAPH =
  'Volcanoes form where molten rock rises through cracks in the crust of the planet. Basalt lava flows quickly and ' +
  'builds wide shields, whereas sticky magma traps gas and explodes violently, throwing ash high into the atmosphere.';

export const SWT_SOURCE =
  'Honeybees are often thought of as rural insects, but a growing number of beekeepers now keep hives on the roofs of ' +
  'city buildings. Urban gardens, parks and balconies offer a surprising variety of flowers, and because cities use ' +
  'fewer agricultural pesticides than farms, urban colonies are frequently healthier than their countryside ' +
  'relatives. However, ecologists warn that adding too many hives can harm wild bees, which compete with honeybees ' +
  'for the same limited supply of nectar and pollen. They recommend that cities plant more flowering trees and ' +
  'native plants before encouraging further beekeeping, so that both managed and wild pollinators can thrive.';

export const SWT_GOOD =
  'Urban beekeeping is growing because city flowers and fewer pesticides keep colonies healthy, but ecologists warn ' +
  'that too many hives threaten wild bees, so cities should plant more native flowers first.';

export const SST_TRANSCRIPT =
  'Today I want to talk about sleep and memory. For a long time, scientists assumed that the sleeping brain was ' +
  'simply resting. We now know that during deep sleep the brain replays the experiences of the day, and this replay ' +
  'strengthens the connections that store new memories. In one experiment, students who slept after learning a list ' +
  'of words remembered far more of them the next morning than students who stayed awake. Dreaming sleep seems to ' +
  'help in a different way: it links new information to older knowledge, which supports creative problem solving. ' +
  'So if you are preparing for an exam, cutting sleep to study longer is usually a poor strategy.';

export const SST_GOOD =
  'The lecturer explained that sleep is not simply rest for the brain. During deep sleep the brain replays the day and ' +
  'strengthens new memories, as an experiment with students learning words showed. Dreaming sleep links new ' +
  'information with older knowledge and supports creative thinking. Therefore, students should not cut their sleep ' +
  'to study longer before exams.';

/** Long, non-repeating English prose (the fixtures above, joined) for cutting texts of exact lengths. */
export const LONG_PROSE = [GOOD_ESSAY, SWT_SOURCE, SST_TRANSCRIPT, SST_GOOD].join(' ');

/** The first `count` words of LONG_PROSE (as many as it holds at most). */
export function takeWords(count: number, text = LONG_PROSE): string {
  return text.split(/\s+/).slice(0, count).join(' ');
}

/** One sentence of exactly `count` words (sentence punctuation removed, final full stop added). */
export function sentenceOfWords(count: number): string {
  const words = LONG_PROSE.replace(/[.!?]/g, '').split(/\s+/).slice(0, count).join(' ');
  return `${words}.`;
}
