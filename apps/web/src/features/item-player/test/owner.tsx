import { useState, type ReactNode } from 'react';
import type { ItemAnswer } from '../item-answer';

/** Tests only: keeps a player's answer as practice or the mock would, and reports each change. */
export function Owner({
  initial = null,
  onChange,
  children,
}: {
  initial?: ItemAnswer | null;
  onChange?: (value: ItemAnswer) => void;
  children: (value: ItemAnswer | null, onChange: (value: ItemAnswer) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    setValue(next);
    onChange?.(next);
  });
}
