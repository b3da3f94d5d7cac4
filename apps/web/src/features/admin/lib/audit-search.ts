import { adminAuditActions } from '@prepwise/contracts';
import type { AuditFilters } from '../api/admin-audit-api';

export const auditSortValues = [
  'createdDate,desc',
  'createdDate,asc',
  'action,asc',
  'actorEmail,asc',
] as const;

/** The audit page's filters as the address keeps them (`?actor&action&from&to&targetId&sort`, days as YYYY-MM-DD). */
export interface AuditSearch {
  actor: string;
  action: string;
  from: string;
  to: string;
  targetId: string;
  sort: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the address, dropping values the API would refuse. */
export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const pick = (name: string, isValid: (value: string) => boolean) => {
    const value = params.get(name) ?? '';
    return isValid(value) ? value : '';
  };
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    action: pick('action', (value) => (adminAuditActions as readonly string[]).includes(value)),
    from: pick('from', (value) => dayPattern.test(value)),
    to: pick('to', (value) => dayPattern.test(value)),
    targetId: pick('targetId', (value) => /^[0-9a-f-]{36}$/i.test(value)),
    sort: auditSortValues.find((value) => value === params.get('sort')) ?? 'createdDate,desc',
  };
}

/** Local midnight starting a YYYY-MM-DD day, `days` later, as an instant. */
function startOfDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days).toISOString();
}

/**
 * The API's filters for the address's: days become the admin's own local midnights, `to` the
 * end of its day (the API's `to` is exclusive).
 */
export function auditFiltersOf(search: AuditSearch, page: number, size: number): AuditFilters {
  return {
    ...(search.actor ? { actor: search.actor } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...(search.targetId ? { targetId: search.targetId } : {}),
    ...(search.from ? { from: startOfDay(search.from) } : {}),
    ...(search.to ? { to: startOfDay(search.to, 1) } : {}),
    sort: search.sort,
    page,
    size,
  };
}
