import { Paper, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { BlankMark } from './blank-mark';
import { readEvidence } from './lib/evidence';
import type { EvidenceItem } from './lib/evidence';
import { countBlanks, splitBlanks } from './lib/text-markup';
import { shownBlanks } from './item-answer';
import type { ItemPlayerProps } from './item-props';

interface BlankedTextProps {
  /** The item's text with its `@Blank@` marks. */
  text: string;
  /** The marked answer's evidence: each blank gets its check or its right word beside it. */
  evidence: EvidenceItem[];
  /** The control a blank is answered with (a select, a text input, a drop target), by the blank's number from 0. */
  renderBlank: (blank: number) => ReactNode;
  /** Line height: a drop target's buttons need a little more room than inputs. */
  lineHeight?: number;
}

/** A fill-in-the-blanks text: its words, and at each blank the player's control and, once marked, its mark. */
export function BlankedText({ text, evidence, renderBlank, lineHeight = 2.4 }: BlankedTextProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text component="div" lh={lineHeight} style={{ overflowWrap: 'anywhere' }}>
        {splitBlanks(text).map((segment, index) =>
          segment.kind === 'text' ? (
            <Fragment key={index}>{segment.text}</Fragment>
          ) : (
            <Fragment key={index}>
              {renderBlank(segment.index)}
              <BlankMark item={evidence.find((item) => item.position === segment.index)} />
            </Fragment>
          ),
        )}
      </Text>
    </Paper>
  );
}

/** The blanks with one of them answered anew (null: emptied). */
export function withBlank(blanks: (string | null)[], blank: number, word: string | null): (string | null)[] {
  return blanks.map((old, at) => (at === blank ? word : old));
}

/**
 * What every fill-in-the-blanks player reads first: the text, the blanks shown (the marked answer
 * once there is one, else the answer being given; as typed, spaces kept until sent) and the
 * marked answer's evidence.
 */
export function readBlankedItem({
  question,
  value,
  result,
}: Pick<ItemPlayerProps, 'question' | 'value' | 'result'>): {
  text: string;
  blanks: (string | null)[];
  evidence: EvidenceItem[];
} {
  const text = question.text ?? '';
  return {
    text,
    blanks: shownBlanks(countBlanks(text), value, result),
    evidence: result ? readEvidence(result) : [],
  };
}
