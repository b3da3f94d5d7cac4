import { paths } from '../../../lib/routes';

/** The mock-test pages. */
export const mockPaths = {
  list: paths.mockTests,
  marketplace: paths.marketplace,
} as const;

/** The intro page of a mock on offer. */
export function introPath(id: number): string {
  return `/platform/mock-test/intro/${id}`;
}

/** The player of one mock. */
export function mockPlayerPath(mockId: string): string {
  return `/platform/exam/mock/${mockId}`;
}

/** The report of one mock. */
export function mockResultPath(mockId: string): string {
  return `/platform/mock-test/result/${mockId}`;
}

/** The detail page of a pack (the marketplace's own route). */
export function mockPackPath(id: number): string {
  return `/platform/mock-test/pack/${id}`;
}
