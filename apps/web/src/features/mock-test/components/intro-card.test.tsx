import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { introPage } from '../../../test/fixtures/mock-tests';
import { IntroCard } from './intro-card';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('IntroCard', () => {
  it('shows a shipped mock in the learner’s language, with its own counts', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <IntroCard
        page={{ ...introPage, id: 2, kind: 'THPT', totalQuestions: 50, minutes: 60 }}
        inProgress={undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Đề luyện thi tiếng Anh THPT' })).toBeInTheDocument();
    expect(screen.getByText(/gồm 50 câu trong 60 phút/)).toBeInTheDocument();
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
