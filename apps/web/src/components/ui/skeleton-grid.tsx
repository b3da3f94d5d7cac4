import { SimpleGrid, Skeleton, type SimpleGridProps } from '@mantine/core';

interface SkeletonGridProps {
  /** How many cards the grid shows while it loads. */
  count: number;
  height: number;
  cols: SimpleGridProps['cols'];
}

/** A grid of cards on its way: their skeletons in the grid's own columns, marked busy. */
export function SkeletonGrid({ count, height, cols }: SkeletonGridProps) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
