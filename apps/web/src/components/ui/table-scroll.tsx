import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. Its scrolling part takes the keyboard's focus
 * (Tab, then the arrow keys), so it can be read without a pointer (axe: scrollable-region-focusable).
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      {children}
    </Table.ScrollContainer>
  );
}
