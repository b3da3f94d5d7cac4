import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';

interface PlainListProps {
  children: ReactNode;
  gap?: MantineSpacing;
  'aria-label'?: string;
  'aria-busy'?: boolean;
}

/** A `ul` of rows or cards without bullets or indent: a list to screen readers, a stack on screen. */
export function PlainList({ children, gap = 'xs', ...aria }: PlainListProps) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} {...aria}>
      {children}
    </Stack>
  );
}
