import { describe, expect, it } from 'vitest';
import en from '../../../locales/marketplace/en.json';
import { activityResources, activitySources, describeActivity, type ActivityEntry } from './activity-labels';

const now = new Date('2026-03-10T12:00:00Z');
const format = (value: number) => new Intl.NumberFormat('en-GB').format(value);

function entry(fields: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 'row',
    resource: 'ai_scoring',
    amount: 1,
    source: 'order',
    validUntil: null,
    createdDate: '2026-03-01T08:00:00Z',
    ...fields,
  };
}

describe('describeActivity', () => {
  it.each([
    // resource, amount, source, direction, resource key, source key, signed amount
    ['ai_scoring', 200, 'order', 'grant', 'ai_scoring', 'order', '+200'],
    ['ai_scoring', 200, 'voucher', 'grant', 'ai_scoring', 'voucher', '+200'],
    ['free_random_mock', 5, 'free_tier', 'grant', 'free_random_mock', 'free_tier', '+5'],
    ['mock_exam', 1, 'product', 'grant', 'mock_exam', 'product', '+1'],
    ['ai_scoring', -1, 'ai_scoring', 'spend', 'ai_scoring', 'ai_scoring', '\u22121'],
    ['ai_scoring', -1, 'subscription_daily', 'spend', 'ai_scoring', 'subscription_daily', '\u22121'],
    ['ai_scoring', 1, 'ai_scoring', 'refund', 'ai_scoring', 'refund', '+1'],
    ['ai_scoring', 1, 'subscription_daily', 'refund', 'ai_scoring', 'refund', '+1'],
    ['mock_exam', -1, 'mock_generation', 'spend', 'mock_exam', 'mock_generation', '\u22121'],
    ['free_random_mock', -1, 'mock_generation', 'spend', 'free_random_mock', 'mock_generation', '\u22121'],
    ['mock_score', -1, 'mock_scoring', 'spend', 'mock_score', 'mock_scoring', '\u22121'],
    ['ai_scoring', 1200, 'order', 'grant', 'ai_scoring', 'order', '+1,200'],
    ['tokens', 3, 'test', 'grant', 'other', 'other', '+3'],
  ])('%s %d from %s is a %s', (resource, amount, source, direction, resourceKey, sourceKey, signed) => {
    const view = describeActivity(entry({ resource, amount, source }), format, now);
    expect(view.direction).toBe(direction);
    expect(view.resourceKey).toBe(`activity.resource.${resourceKey}`);
    expect(view.sourceKey).toBe(`activity.source.${sourceKey}`);
    expect(view.signedAmount).toBe(signed);
    expect(view.isPeriod).toBe(false);
  });

  it('shows a period (pack, pronunciation, full bank) by its end date, not by its amount of 1', () => {
    const running = describeActivity(
      entry({ resource: 'subscription', amount: 1, validUntil: '2026-06-08T12:00:00Z' }),
      format,
      now,
    );
    expect(running).toMatchObject({ direction: 'grant', isPeriod: true, signedAmount: '', hasEnded: false });
    const ended = describeActivity(
      entry({ resource: 'full_bank', amount: 1, validUntil: '2026-03-10T12:00:00Z' }),
      format,
      now,
    );
    expect(ended).toMatchObject({ isPeriod: true, hasEnded: true });
  });

  it('has an English label for every resource and source, and for the fallbacks', () => {
    const english: Record<string, string> = en;
    for (const resource of [...activityResources, 'other'])
      expect(english[`activity.resource.${resource}`], resource).toBeTruthy();
    for (const source of [...activitySources, 'refund', 'other'])
      expect(english[`activity.source.${source}`], source).toBeTruthy();
    for (const direction of ['grant', 'spend', 'refund'])
      expect(english[`activity.direction.${direction}`], direction).toBeTruthy();
  });
});
