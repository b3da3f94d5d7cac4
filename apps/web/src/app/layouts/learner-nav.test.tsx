import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../lib/session/token-storage';
import { envelopeResponse } from '../../test/fetch';
import { adminSession } from '../../test/fixtures/admin';
import { renderWithProviders } from '../../test/render';
import { BottomNav } from './bottom-nav';
import { SidebarNav } from './sidebar-nav';

describe('the learner’s menu', () => {
  it('leads to the review page from the sidebar, marked current there', () => {
    renderWithProviders(<SidebarNav />, '/platform/user/review');
    const link = within(screen.getByRole('navigation')).getByRole('link', { name: 'Review' });
    expect(link).toHaveAttribute('href', '/platform/user/review');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the phone’s bottom bar to six sections', () => {
    renderWithProviders(<BottomNav />, '/platform/user/home');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/platform/user/review');
  });

  it('shows Teaching to teachers only', async () => {
    const teacher = {
      isAdmin: false,
      user: { ...adminSession.user, roles: ['ROLE_USER', 'ROLE_TEACHER'] as const },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelopeResponse(200, '', teacher)),
    );
    saveToken('teacher-token', true);
    renderWithProviders(<SidebarNav />, '/platform/teacher');
    const link = await screen.findByRole('link', { name: 'Teaching' });
    expect(link).toHaveAttribute('href', '/platform/teacher');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('leaves Teaching out for a learner', () => {
    renderWithProviders(<SidebarNav />, '/platform/user/home');
    expect(screen.queryByRole('link', { name: 'Teaching' })).not.toBeInTheDocument();
  });
});
