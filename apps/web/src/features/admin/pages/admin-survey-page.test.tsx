import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyAnswer, SurveySummary } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { neverAnswers, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminSurveyPage } from './admin-survey-page';

const answers: SurveyAnswer[] = [
  {
    id: 'b1b2c3d4-0000-4000-8000-000000000001',
    rating: 4,
    feedback: 'The mock report was clear.',
    page: '/platform/mock-test/result/1',
    createdDate: '2026-03-02T10:00:00.000Z',
    user: { id: 'u1', email: 'lan@example.com', fullName: 'Lan Nguyen' },
  },
  {
    id: 'b1b2c3d4-0000-4000-8000-000000000002',
    rating: 2,
    feedback: 'Scoring was slow.',
    page: null,
    createdDate: '2026-03-01T10:00:00.000Z',
    user: { id: 'u2', email: 'binh@example.com', fullName: 'Bình Trần' },
  },
];
const summary: SurveySummary = {
  count: 2,
  average: 3,
  byPage: [
    { page: '/platform/mock-test/result/1', count: 1, average: 4 },
    { page: null, count: 1, average: 2 },
  ],
};

/** A fake server: the answers and the summary, recording the queries asked. */
function stubServer(list: () => Promise<Response> | Response = () => pageResponse(answers)) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (url.startsWith('/api/admin/surveys/summary')) return envelopeResponse(200, '', summary);
    return list();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const queriesOf = (fetchMock: ReturnType<typeof stubServer>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

describe('AdminSurveyPage', () => {
  it('shows a loading state while the answers come', async () => {
    stubServer(neverAnswers);
    renderWithProviders(<AdminSurveyPage />, '/platform/admin/survey');
    expect(await screen.findByRole('status', { name: 'Loading survey answers' })).toBeInTheDocument();
  });

  it('shows the average, the averages per page and the answers with who gave them', async () => {
    stubServer();
    renderWithProviders(<AdminSurveyPage />, '/platform/admin/survey');
    const list = await screen.findByRole('list', { name: 'Survey answers, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('4 stars');
    expect(items[0]).toHaveTextContent('The mock report was clear.');
    expect(items[0]).toHaveTextContent('Lan Nguyen · lan@example.com · /platform/mock-test/result/1');
    expect(await screen.findByTestId('survey-average')).toHaveTextContent(
      '3 stars on average, from 2 answers',
    );
    const byPage = screen.getByRole('table', { name: 'Average stars per page' });
    expect(within(byPage).getByRole('row', { name: /\(no page\)/ })).toHaveTextContent('2');
  });

  it('asks the server again with the filters, for the list and the average alike', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<AdminSurveyPage />, '/platform/admin/survey');
    await screen.findByRole('list', { name: 'Survey answers, newest first' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stars' }), '2 stars');
    await userEvent.type(screen.getByRole('textbox', { name: 'Page' }), '/platform/exam');
    await userEvent.type(screen.getByRole('textbox', { name: 'Words in the comment' }), 'slow');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(queriesOf(fetchMock, '/api/admin/surveys').at(-1)).toMatchObject({
        rating: '2',
        path: '/platform/exam',
        q: 'slow',
        page: '0',
      }),
    );
    expect(queriesOf(fetchMock, '/api/admin/surveys/summary').at(-1)).toEqual({
      rating: '2',
      path: '/platform/exam',
      q: 'slow',
    });
  });

  it('says when no answer matches, and when the answers cannot be loaded', async () => {
    stubServer(() => pageResponse([], 0));
    const { unmount } = renderWithProviders(<AdminSurveyPage />, '/platform/admin/survey');
    expect(await screen.findByRole('heading', { name: 'No survey answer yet' })).toBeInTheDocument();
    unmount();
    stubServer(() => envelopeResponse(500, 'boom', { code: 'error.http.500' }));
    renderWithProviders(<AdminSurveyPage />, '/platform/admin/survey');
    expect(await screen.findByText('The survey answers could not be loaded.')).toBeInTheDocument();
  });
});
