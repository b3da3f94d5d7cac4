import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { report } from './mock-fixtures';
import { MockResultPage } from './mock-result-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mockId = report.examInfo.id;

function renderReport() {
  return renderWithProviders(
    <Routes>
      <Route path="/platform/mock-test/result/:mockId" element={<MockResultPage />} />
    </Routes>,
    `/platform/mock-test/result/${mockId}`,
  );
}

describe('MockResultPage', () => {
  it('shows the scores, the charts with their tables, the items with evidence and the comparison', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        urlOf(input) === `/api/mock-test-trial/result/${mockId}`
          ? envelopeResponse(200, '', report)
          : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
      ),
    );
    const user = userEvent.setup();
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Mock test report', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('overall-score')).toHaveTextContent('64 on the 10-90 scale');
    expect(screen.getByText('70 / 90 · good')).toBeInTheDocument();

    const radar = screen.getByRole('table', { name: 'Communicative skills' });
    expect(within(radar).getByRole('row', { name: 'Speaking 58' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Communicative skills' })).toBeInTheDocument();
    const enabling = screen.getByRole('region', { name: 'Enabling skills' });
    for (const label of [
      'Grammar',
      'Oral fluency',
      'Pronunciation',
      'Spelling',
      'Vocabulary',
      'Written discourse',
    ])
      expect(within(enabling).getByText(label)).toBeInTheDocument();

    const time = screen.getByRole('table', { name: 'Time used and time allowed per section' });
    expect(within(time).getByRole('row', { name: 'Essay 12:34 20 min' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Write essay/ }));
    expect(await screen.findByText('“tecnology” Misspelled word. → technology')).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();

    const previous = screen.getByRole('table', { name: /Earlier scored mocks/ });
    expect(within(previous).getByText('PTE random mock 1')).toBeInTheDocument();
    expect(within(previous).getByText('(+5)')).toBeInTheDocument();
  });

  it('downloads the PDF with the session’s token under the report’s file name', async () => {
    sessionStorage.setItem('prepwise.token', 'token-1');
    const server = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === `/api/mock-test-trial/result/${mockId}`) return envelopeResponse(200, '', report);
      if (url === `/api/mock-test-trial/report/${mockId}`)
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', server);
    const createObjectURL = vi.fn(() => 'blob:report');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual([`prepwise-report-${mockId}.pdf`]));
    const call = server.mock.calls.find(
      ([input]) => urlOf(input) === `/api/mock-test-trial/report/${mockId}`,
    );
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
