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

  it('writes recorded values in words and money with its currency, never raw codes or one decimal', async () => {
    const question = buildAuditEntry({
      id: 'question',
      action: 'question.update',
      targetType: 'question',
      targetId: '1200',
      targetLabel: 'Synonyms #1200',
      before: { type: 'VOCAB_ANTONYM', groups: ['QUESTION_BANK'] },
      after: { type: 'VOCAB_SYNONYM', groups: ['QUESTION_BANK', 'FREE_SAMPLE'] },
    });
    const order = buildAuditEntry({
      id: 'order',
      action: 'order.refund',
      targetType: 'order',
      targetId: 'o-1',
      targetLabel: 'hoa.tran@example.com',
      before: { status: 'PAID' },
      after: { status: 'REFUNDED' },
    });
    const pack = buildAuditEntry({
      id: 'pack',
      action: 'package.update',
      targetType: 'package',
      targetId: '12',
      targetLabel: 'Mock Test Weekend',
      before: { cost: 25 },
      after: { cost: 22.5 },
    });
    renderWithProviders(<AuditEntryList entries={[question, order, pack]} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Antonyms → Synonyms');
    expect(first).toHaveTextContent('Question bank → Question bank, Free sample');
    expect(first).not.toHaveTextContent('VOCAB_SYNONYM');
    expect(second).toHaveTextContent('Paid → Refunded');
    expect(third).toHaveTextContent('$25 → $22.50');
  });
});
