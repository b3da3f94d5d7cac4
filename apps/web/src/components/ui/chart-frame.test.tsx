import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChartFrame } from './chart-frame';

function Broken(): never {
  throw new Error('recharts could not draw');
}

describe('ChartFrame', () => {
  it('holds the drawing hidden from assistive technology and out of the keyboard’s reach', () => {
    renderWithProviders(
      <ChartFrame testId="skills-chart" height={240} loadFailed="The chart could not be shown.">
        <button type="button">inside the chart</button>
      </ChartFrame>,
    );
    const frame = screen.getByTestId('skills-chart');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveAttribute('inert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the chart’s code loads', () => {
    const Pending = lazy(() => new Promise<never>(() => undefined));
    const { container } = renderWithProviders(
      <ChartFrame testId="skills-chart" height={240} loadFailed="The chart could not be shown.">
        <Pending />
      </ChartFrame>,
    );
    expect(screen.queryByTestId('skills-chart')).not.toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeInTheDocument();
  });

  it('says the chart failed instead of taking the page down', () => {
    // React reports the caught error on the console; the test is about what the page shows.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ChartFrame testId="skills-chart" height={240} loadFailed="The chart could not be shown.">
        <Broken />
      </ChartFrame>,
    );
    expect(screen.getByText('The chart could not be shown.')).toBeInTheDocument();
    expect(screen.queryByTestId('skills-chart')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
