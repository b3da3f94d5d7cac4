import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { introPage } from '../../../test/fixtures/mock-tests';
import { IntroCard } from './intro-card';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The shipped THPT page as the server sends it: its English texts, counts filled in. */
const thptPage = {
  ...introPage,
  id: 2,
  kind: 'THPT' as const,
  title: 'Vietnamese THPT English practice paper',
  overview:
    'A THPT-style paper of 50 questions in 60 minutes: pronunciation, stress, vocabulary, grammar, reading and sentence writing.',
  totalQuestions: 50,
  minutes: 60,
};

describe('IntroCard', () => {
  it('shows a shipped mock in the learner’s language, with its own counts', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <IntroCard page={{ ...thptPage, totalQuestions: 50, minutes: 60 }} inProgress={undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'Đề luyện thi tiếng Anh THPT' })).toBeInTheDocument();
    expect(screen.getByText(/gồm 50 câu trong 60 phút/)).toBeInTheDocument();
  });

  it('shows an admin’s edit of a shipped mock as written, translating the texts left as shipped', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <IntroCard page={{ ...thptPage, title: 'THPT paper for the June exam' }} inProgress={undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'THPT paper for the June exam' })).toBeInTheDocument();
    expect(screen.getByText(/gồm 50 câu trong 60 phút/)).toBeInTheDocument();
  });

  it('shows the text an admin wrote for the learner’s language, the page’s own where that language has none', async () => {
    const page = {
      ...thptPage,
      title: 'THPT paper for the June exam',
      overview: 'Fifty questions, one hour.',
      translations: { vi: { title: 'Đề THPT cho kỳ thi tháng Sáu', overview: '', description: '' } },
    };
    await i18n.changeLanguage('vi');
    const { unmount } = renderWithProviders(<IntroCard page={page} inProgress={undefined} />);
    expect(await screen.findByRole('heading', { name: 'Đề THPT cho kỳ thi tháng Sáu' })).toBeInTheDocument();
    expect(screen.getByText('Fifty questions, one hour.')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('de');
    renderWithProviders(<IntroCard page={page} inProgress={undefined} />);
    expect(await screen.findByRole('heading', { name: 'THPT paper for the June exam' })).toBeInTheDocument();
  });

  it('keeps the server’s own text for a mock the platform does not ship', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <IntroCard
        page={{ ...introPage, id: 99, title: 'A school’s own mock', overview: 'Made by our teachers.' }}
        inProgress={undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'A school’s own mock' })).toBeInTheDocument();
    expect(screen.getByText('Made by our teachers.')).toBeInTheDocument();
  });
});
