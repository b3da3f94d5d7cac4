import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QueryClient } from '@tanstack/react-query';
import { questionPageQueryOptions } from '../api/practice-api';
import { FullBankUpsell } from './full-bank-upsell';

describe('the full question bank in the list', () => {
  it('reads the full size of the list from x-full-total-count, and leaves it out when absent', async () => {
    const reply = (headers: Record<string, string>) =>
      new Response(JSON.stringify({ statusCode: 200, message: '', data: [{ id: 1 }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(reply({ 'x-total-count': '5', 'x-full-total-count': '12' }))
        .mockResolvedValueOnce(reply({ 'x-total-count': '5' })),
    );
    const firstPage = () =>
      new QueryClient().fetchQuery(
        questionPageQueryOptions({ type: 'SPEAKING_READ_ALOUD', page: 0, size: 10, repeatedOnly: false }),
      );
    expect(await firstPage()).toMatchObject({ total: 5, fullTotal: 12 });
    expect(await firstPage()).not.toHaveProperty('fullTotal');
  });

  it('tells a free learner how many questions a pack adds and links to the marketplace', () => {
    renderWithProviders(<FullBankUpsell shown={5} fullTotal={12} />);
    const upsell = screen.getByTestId('full-bank-upsell');
    expect(upsell).toHaveTextContent('You can open 5 of the 12 questions of this type.');
    expect(upsell).toHaveTextContent('7 more questions are in the full question bank');
    expect(screen.getByRole('link', { name: 'See the packs' })).toHaveAttribute(
      'href',
      '/platform/mock-test/marketplace',
    );
  });
});
