import { defaultCurrency, formatMoney, questionTypeSchema } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { useAdminT } from './use-admin-t';
import './shop-texts';

/** Audit fields that hold dollars (a package's prices, an order's total). */
const moneyFields = new Set(['cost', 'oldCost', 'total', 'subtotal', 'discount']);

/**
 * How the audit log writes one recorded value: in words, not codes. Booleans as yes/no, roles,
 * question groups and types by their names, a status by the label its console shows (an order's
 * "Refunded", a mock's "Cancelled"), dollars with the currency and two decimals where needed
 * ($22.50, never 22.5); anything else as recorded.
 */
export function useAuditValue(): (field: string, value: unknown) => string {
  const { at, t, language } = useAdminT();
  const named = (key: string, ns = 'translation') => (i18n.exists(key, { ns }) ? i18n.t(key, { ns }) : null);
  const one = (field: string, value: unknown): string => {
    if (typeof value === 'boolean') return value ? at('yes') : at('no');
    if (value === null || value === undefined || value === '') return at('audit.none');
    if (typeof value === 'number')
      return moneyFields.has(field) ? formatMoney(value, defaultCurrency, language) : String(value);
    if (typeof value !== 'string') return JSON.stringify(value);
    if (field === 'roles') return at(`role.${value}`);
    if (field === 'groups') return named(`practice.exams.group.${value}`) ?? value;
    if (field === 'type' && questionTypeSchema.safeParse(value).success) return t(`questionType.${value}`);
    if (field === 'status')
      return (
        named(`orders.status.${value}`, 'admin-shop') ??
        named(`status.mock.${value}`, 'admin') ??
        named(`status.practice.${value}`, 'admin') ??
        value
      );
    return value;
  };
  return (field, value) => {
    if (!Array.isArray(value)) return one(field, value);
    return value.length === 0 ? at('audit.none') : value.map((item) => one(field, item)).join(', ');
  };
}
