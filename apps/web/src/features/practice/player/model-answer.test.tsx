import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ModelAnswer } from './model-answer';

describe('ModelAnswer', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('offers both voices of the model answer, each player named by its voice', () => {
    renderWithProviders(
      <ModelAnswer
        question={{
          audioLinkSampleMale: '/content/audio/10000-male.mp3',
          audioLinkSampleFemale: '/content/audio/10000-female.mp3',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Model answer' });
    expect(section).toBeInTheDocument();
    const male = screen.getByLabelText('Male voice');
    expect(male.tagName).toBe('AUDIO');
    expect(male).toHaveAttribute('src', '/content/audio/10000-male.mp3');
    expect(screen.getByLabelText('Female voice')).toHaveAttribute('src', '/content/audio/10000-female.mp3');
  });

  it('offers the one voice there is, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    renderWithProviders(
      <ModelAnswer
        question={{ audioLinkSampleMale: null, audioLinkSampleFemale: '/content/audio/1-female.mp3' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Bài nói mẫu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Giọng nữ')).toHaveAttribute('src', '/content/audio/1-female.mp3');
    expect(screen.queryByLabelText('Giọng nam')).not.toBeInTheDocument();
  });

  it('shows nothing for a question without model answers', () => {
    const { container } = renderWithProviders(
      <ModelAnswer question={{ audioLinkSampleMale: null, audioLinkSampleFemale: null }} />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
