import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnerAssignmentQuerySchema } from '@prepwise/contracts';
import { learnerAssignment } from '../../../test/fixtures/learner-assignments';
import { renderWithProviders } from '../../../test/render';
import { envelopeResponse, stubFetch } from '../../../test/fetch';
import { HomeAssignments } from './home-assignments';

const assignment = (index: number) =>
  learnerAssignment({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    title: `Homework ${index}`,
    dueAt: `2026-12-0${index}T00:00:00.000Z`,
  });

afterEach(() => vi.unstubAllGlobals());

describe('HomeAssignments', () => {
  it('asks for a page size the server takes and shows the first three open assignments', async () => {
    const fetchMock = stubFetch((url) => {
      // As the server checks it: a refused query is a 400, as a size of 3 was.
      const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
      if (!learnerAssignmentQuerySchema.safeParse(query).success)
        return envelopeResponse(400, 'Page size must be one of 10, 25, 50, 100.', null);
      // A page is the envelope's list, its total in a header.
      return envelopeResponse(200, '', [1, 2, 3, 4, 5].map(assignment));
    });
    renderWithProviders(<HomeAssignments />);
    expect(await screen.findByText('Homework 1')).toBeInTheDocument();
    expect(screen.getByText('Homework 3')).toBeInTheDocument();
    expect(screen.queryByText('Homework 4')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
