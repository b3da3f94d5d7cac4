import { Fragment } from 'react';
import { splitUnderline } from './lib/text-markup';

/** Renders `<u>...</u>` markup as real `<u>` elements; everything else stays plain text. */
export function UnderlinedText({ text }: { text: string }) {
  return (
    <>
      {splitUnderline(text).map((part, index) =>
        part.underlined ? <u key={index}>{part.text}</u> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
