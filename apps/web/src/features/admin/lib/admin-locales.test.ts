import { describe, expect, it } from 'vitest';
import {
  adminAuditActions,
  adminAuditTargetTypes,
  adminUserActions,
  mockStatuses,
  practiceStatuses,
  roles,
} from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin/en.json';
import vi from '../../../locales/admin/vi.json';
import de from '../../../locales/admin/de.json';

const english: Record<string, string> = en;

describe('admin locales', () => {
  itChecksNamespaceLocales({ english, translations: { vi, de }, translator: 'at', minimumUsed: 60 });

  it('has the template keys: every audited action, user action, status and role', () => {
    const keys = [
      ...adminAuditActions.map((action) => `auditAction.${action}`),
      ...adminAuditTargetTypes.map((type) => `audit.target.${type}`),
      ...adminUserActions.flatMap((action) =>
        ['button', 'title', 'text', 'confirm'].map((part) => `action.${action}.${part}`),
      ),
      ...practiceStatuses.map((status) => `status.practice.${status}`),
      ...mockStatuses.map((status) => `status.mock.${status}`),
      ...roles.map((role) => `role.${role}`),
      ...[
        'roles',
        'activated',
        'locked',
        'resetLinkSentTo',
        'assignedAdminId',
        'messageId',
        'hasAttachment',
      ].map((field) => `audit.field.${field}`),
      ...['overview', 'users', 'audit', 'home', 'shop', 'support'].map((section) => `nav.${section}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
