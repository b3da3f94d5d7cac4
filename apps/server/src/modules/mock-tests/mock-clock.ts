import type { MockPlan } from '@prepwise/contracts';

/** Where a learner is in a mock and how much time the current section has left. */
export interface MockClock {
  /** Index into plan.sections; equal to sections.length once every section is over. */
  currentSection: number;
  /** Index into plan.steps. */
  currentQuestion: number;
  /** Milliseconds left in the current section as of `at`. */
  remainTime: number;
  at: Date;
  /** Milliseconds used in each section left behind. */
  sectionTimes: number[];
}

const minuteMs = 60_000;

/** The full time of a section, or 0 past the last one. */
export function sectionTime(plan: MockPlan, section: number): number {
  return (plan.sections[section]?.minutes ?? 0) * minuteMs;
}

/** The step index of the FINISH pseudo-item (always the last step). */
export function finishStep(plan: MockPlan): number {
  return plan.steps.length - 1;
}

/** True once every timed section is over: the learner is on FINISH. */
export function isClockOver(plan: MockPlan, clock: MockClock): boolean {
  return clock.currentSection >= plan.sections.length;
}

/**
 * The clock of a mock in progress at `now`. Time passes whether or not a tab is open: a section
 * whose time ran out is closed with its full time used, and the next one starts at the moment
 * it ended (its own full time minus what has passed since). Past the last section the learner
 * is on FINISH with no time left. Pure.
 */
export function runClock(plan: MockPlan, clock: MockClock, now: Date): MockClock {
  let elapsed = Math.max(0, now.getTime() - clock.at.getTime());
  let { currentSection, currentQuestion, remainTime } = clock;
  const sectionTimes = [...clock.sectionTimes];
  while (currentSection < plan.sections.length && elapsed >= remainTime) {
    elapsed -= remainTime;
    sectionTimes[currentSection] = sectionTime(plan, currentSection);
    currentSection += 1;
    remainTime = sectionTime(plan, currentSection);
    currentQuestion = plan.sections[currentSection]?.start ?? finishStep(plan);
  }
  if (currentSection < plan.sections.length) remainTime -= elapsed;
  else remainTime = 0;
  return { currentSection, currentQuestion, remainTime, at: now, sectionTimes };
}

/** Why a move was refused: back inside the test, or past the end of the current section. */
export type MoveRefusal = 'back' | 'skip';

/**
 * Moves the learner to `target` (a step index) on a clock already run to now. Forward within the
 * section keeps its time; the first step after the section closes it (its used time recorded)
 * and starts the next section's full time. Jumping past the next section's first step is
 * refused, and so is going back, unless `free` (a THPT paper: any step of the open section, as
 * on paper). Pure.
 */
export function moveTo(
  plan: MockPlan,
  clock: MockClock,
  target: number,
  free = false,
): MockClock | MoveRefusal {
  const section = plan.sections[clock.currentSection];
  if (target < clock.currentQuestion && !(free && section && target >= section.start)) return 'back';
  const end = section ? section.end : finishStep(plan);
  if (target > end) return 'skip';
  if (!section || target < end)
    return { ...clock, currentQuestion: target, sectionTimes: [...clock.sectionTimes] };
  const sectionTimes = [...clock.sectionTimes];
  sectionTimes[clock.currentSection] = sectionTime(plan, clock.currentSection) - clock.remainTime;
  const next = clock.currentSection + 1;
  return {
    currentSection: next,
    currentQuestion: target,
    remainTime: sectionTime(plan, next),
    at: clock.at,
    sectionTimes,
  };
}

/** Closes the current section early (the learner finishes the test): its used time is recorded. */
export function stopClock(plan: MockPlan, clock: MockClock): MockClock {
  const sectionTimes = [...clock.sectionTimes];
  if (clock.currentSection < plan.sections.length)
    sectionTimes[clock.currentSection] = sectionTime(plan, clock.currentSection) - clock.remainTime;
  return { ...clock, sectionTimes };
}

/** Milliseconds used per section as the report shows them (the open section counts what it used so far). */
export function usedPerSection(plan: MockPlan, clock: MockClock): number[] {
  return plan.sections.map((_, index) => {
    if (index === clock.currentSection) return sectionTime(plan, index) - clock.remainTime;
    return clock.sectionTimes[index] ?? 0;
  });
}
