import { Skeleton, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { ChartBoundary } from './chart-boundary';

interface ChartFrameProps {
  /** The chart's own test id, on the element that holds the drawing. */
  testId: string;
  /** The skeleton's height while the chart's code loads: the chart's own, so nothing jumps. */
  height: number;
  /** Said instead of the chart when its code could not load or it could not draw. */
  loadFailed: string;
  /** The chart, usually a lazy component (recharts comes with the first chart drawn). */
  children: ReactNode;
}

/**
 * A chart whose figures a summary and a table beside it carry: the drawing is hidden from
 * assistive technology and `inert` (recharts' surface would otherwise take the keyboard's focus),
 * a skeleton holds its place while it loads, and a failure to load says so without taking the page down.
 */
export function ChartFrame({ testId, height, loadFailed, children }: ChartFrameProps) {
  return (
    <ChartBoundary
      fallback={
        <Text size="sm" c="dimmed">
          {loadFailed}
        </Text>
      }
    >
      <Suspense fallback={<Skeleton height={height} radius="md" />}>
        <div aria-hidden inert data-testid={testId}>
          {children}
        </div>
      </Suspense>
    </ChartBoundary>
  );
}
