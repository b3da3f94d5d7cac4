import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuditEntry } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AuditEntryList } from './audit-entry-list';

describe('AuditEntryList', () => {
  it('names a home-page message by its English title, without a link to an account', async () => {
    const entry = buildAuditEntry({
      action: 'homeMessage.update',
      targetType: 'homeMessage',
      targetId: '3f1d2c4b-5a69-4788-9a1b-2c3d4e5f6a7b',
      targetLabel: 'Spring sale',
      before: { audience: 'all' },
      after: { audience: 'paying' },
    });
    renderWithProviders(<AuditEntryList entries={[entry, buildAuditEntry({ id: 'other' })]} />);
    const [message, account] = screen.getAllByRole('listitem');
    expect(message).toHaveTextContent('Home message changed');
    expect(message).toHaveTextContent('Home-page message: Spring sale');
    expect(message).toHaveTextContent('Audience: all → paying');
    expect(within(message!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(account!).getByRole('link', { name: /hoa.tran@example.com/ })).toBeInTheDocument();
  });
});
