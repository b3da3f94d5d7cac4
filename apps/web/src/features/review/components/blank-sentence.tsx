import { Fragment } from 'react';
import { Text } from '@mantine/core';

/** A sentence with its one blank (`@Blank@`) shown as a gap the learner fills. */
export function BlankSentence({ text, label }: { text: string; label: string }) {
  const pieces = text.split(/@Blank@/i);
  return (
    <Text lh={1.9}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && (
            <Text
              component="span"
              aria-label={label}
              px="md"
              mx={4}
              style={{ borderBottom: '2px solid var(--mantine-color-blue-6)' }}
            >
              {'\u00a0'}
            </Text>
          )}
        </Fragment>
      ))}
    </Text>
  );
}
