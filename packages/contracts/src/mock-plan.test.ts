import { describe, expect, it } from 'vitest';
import {
  blueprintMinutes,
  blueprintQuestionCount,
  pteBlueprint,
  pteShortBlueprint,
  skillBand,
  thptBlueprint,
  type MockBlueprint,
} from './mock-tests.js';
import {
  answeredQuestionCount,
  buildMockPlan,
  itemQuestionCount,
  numberPlanQuestions,
  planMinutes,
} from './mock-plan.js';

function questionsOf(blueprint: MockBlueprint) {
  let id = 0;
  return blueprint.items.flatMap((slot) =>
    Array.from({ length: slot.count }, () => ({ id: (id += 1), type: slot.type })),
  );
}

describe('buildMockPlan', () => {
  it('lays out a full PTE mock in the PTE section order and times', () => {
    const plan = buildMockPlan('PTE', questionsOf(pteBlueprint));
    expect(plan.sections.map((section) => `${section.key}:${section.minutes}`)).toEqual([
      'speaking:35',
      'summarizeWrittenText:10',
      'summarizeWrittenText:10',
      'essay:20',
      'essay:20',
      'timeBreak:10',
      'reading:30',
      'summarizeSpokenText:10',
      'summarizeSpokenText:10',
      'listening:25',
    ]);
    expect(planMinutes(plan)).toBe(180);
    const breakStep = plan.steps.findIndex((step) => step.type === 'TIME_BREAK');
    expect(plan.steps[breakStep - 1]?.type).toBe('WRITING_ESSAY');
    expect(plan.steps[breakStep + 1]?.type).toBe('READING_FIB_R_W');
    expect(plan.steps.at(-1)).toEqual({ type: 'FINISH', questionId: null, section: -1 });
    expect(plan.steps.filter((step) => step.questionId !== null)).toHaveLength(62);
  });

  it('covers every step but FINISH with exactly one section, contiguously', () => {
    const plan = buildMockPlan('PTE', questionsOf(pteBlueprint));
    let expectedStart = 0;
    plan.sections.forEach((section, index) => {
      expect(section.start).toBe(expectedStart);
      expect(section.end).toBeGreaterThan(section.start);
      for (let step = section.start; step < section.end; step += 1)
        expect(plan.steps[step]?.section).toBe(index);
      expectedStart = section.end;
    });
    expect(expectedStart).toBe(plan.steps.length - 1);
  });

  it('gives the short test blueprint one section per item plus the break', () => {
    const plan = buildMockPlan('PTE', questionsOf(pteShortBlueprint));
    expect(plan.steps.map((step) => step.type)).toEqual([
      'SPEAKING_READ_ALOUD',
      'WRITING_ESSAY',
      'TIME_BREAK',
      'READING_MCQ_R_SINGLE_ANSWER',
      'MCQ_L_SINGLE_ANSWER',
      'FINISH',
    ]);
    expect(plan.sections.map((section) => section.key)).toEqual([
      'speaking',
      'essay',
      'timeBreak',
      'reading',
      'listening',
    ]);
  });

  it('makes a THPT paper one 60-minute section with no break', () => {
    const plan = buildMockPlan('THPT', questionsOf(thptBlueprint));
    expect(plan.sections).toEqual([{ key: 'thpt', minutes: 60, start: 0, end: plan.steps.length - 1 }]);
    expect(plan.steps.some((step) => step.type === 'TIME_BREAK')).toBe(false);
  });

  it('adds no break to a mock without reading, and a FINISH step even when empty', () => {
    expect(
      buildMockPlan('PTE', [{ id: 1, type: 'MCQ_L_SINGLE_ANSWER' }]).steps.map((step) => step.type),
    ).toEqual(['MCQ_L_SINGLE_ANSWER', 'FINISH']);
    expect(buildMockPlan('PTE', [])).toEqual({
      steps: [{ type: 'FINISH', questionId: null, section: -1 }],
      sections: [],
    });
  });
});

describe('numberPlanQuestions', () => {
  const passage = (id: number, subQuestions: number) => ({
    id,
    type: 'READING_COMPREHEND' as const,
    questions: Array.from({ length: subQuestions }, (_, index) => ({ text: `q${index}` })),
  });

  it('counts a reading passage one per sub-question and anything else one', () => {
    expect(itemQuestionCount(passage(1, 5))).toBe(5);
    expect(itemQuestionCount({ questions: null })).toBe(1);
    expect(itemQuestionCount({ questions: [] })).toBe(1);
    expect(itemQuestionCount({})).toBe(1);
    expect(itemQuestionCount(undefined)).toBe(1);
  });

  it('counts the sub-questions an answer covers', () => {
    expect(answeredQuestionCount(passage(1, 5), { answers: ['A', null, 'C', null, null] })).toBe(2);
    expect(answeredQuestionCount(passage(1, 5), { answers: [null, null, null, null, null] })).toBe(0);
    expect(answeredQuestionCount(passage(1, 2), { answers: ['A', 'B', 'C'] })).toBe(2);
    expect(answeredQuestionCount({ questions: null }, { selected: ['B'] })).toBe(1);
    expect(answeredQuestionCount({ questions: null }, null)).toBe(0);
  });

  it('numbers a THPT paper as the paper counts it: 50 questions over fewer steps', () => {
    // 40 single items and two 5-question passages: the paper's 50 in 42 steps.
    const singles = Array.from({ length: 40 }, (_, index) => ({
      id: index + 1,
      type: 'GRAMMAR_FINISH_SENTENCE' as const,
      questions: null,
    }));
    const questions = [...singles.slice(0, 30), passage(41, 5), ...singles.slice(30), passage(42, 5)];
    const plan = buildMockPlan('THPT', questions);
    const { numbers, total } = numberPlanQuestions(plan, questions);
    expect(total).toBe(50);
    expect(plan.steps).toHaveLength(43);
    expect(numbers[0]).toEqual({ first: 1, last: 1 });
    expect(numbers[30]).toEqual({ first: 31, last: 35 });
    expect(numbers[31]).toEqual({ first: 36, last: 36 });
    expect(numbers[41]).toEqual({ first: 46, last: 50 });
    expect(numbers[42]).toBeNull();
  });

  it('leaves a PTE mock one number per item, the break and FINISH unnumbered', () => {
    const plan = buildMockPlan('PTE', questionsOf(pteShortBlueprint));
    const { numbers, total } = numberPlanQuestions(plan, questionsOf(pteShortBlueprint));
    expect(total).toBe(4);
    expect(numbers).toEqual([
      { first: 1, last: 1 },
      { first: 2, last: 2 },
      null,
      { first: 3, last: 3 },
      { first: 4, last: 4 },
      null,
    ]);
  });
});

describe('skillBand', () => {
  it.each([
    [null, null],
    [90, 'excellent'],
    [79, 'excellent'],
    [78, 'good'],
    [65, 'good'],
    [64, 'fair'],
    [50, 'fair'],
    [49, 'limited'],
    [10, 'limited'],
  ] as const)('%s -> %s', (score, band) => {
    expect(skillBand(score)).toBe(band);
  });
});

describe('blueprintMinutes', () => {
  it.each([
    { name: 'full PTE', blueprint: pteBlueprint, minutes: 180, questions: 62 },
    {
      name: 'quick PTE (each section keeps its full time)',
      blueprint: pteShortBlueprint,
      minutes: 120,
      questions: 4,
    },
    { name: 'THPT', blueprint: thptBlueprint, minutes: 60, questions: 50 },
  ])('is the plan’s minutes for $name', ({ blueprint, minutes, questions }) => {
    expect(blueprintMinutes(blueprint)).toBe(minutes);
    expect(blueprintMinutes(blueprint)).toBe(
      planMinutes(buildMockPlan(blueprint.kind, questionsOf(blueprint))),
    );
    expect(blueprintQuestionCount(blueprint)).toBe(questions);
  });
});
