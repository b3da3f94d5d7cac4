import { paths } from '../../../lib/routes';

/** The player of an open mock test. */
export function mockPlayerPath(mockId: string): string {
  return `${paths.practice}/mock/${mockId}`;
}

/** The result page of a finished mock test. */
export function mockResultPath(mockId: string): string {
  return `${paths.mockTests}/result/${mockId}`;
}
