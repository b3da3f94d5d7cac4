import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { adminAuditActions } from '@prepwise/contracts';
import { auditSortValues, type AuditSearch } from '../lib/audit-search';
import { useAdminT } from '../lib/use-admin-t';

interface AuditFiltersProps {
  search: AuditSearch;
  onApply: (search: AuditSearch) => void;
  onClear: () => void;
}

/** The audit log's filters (admin e-mail, action, days) sent with Apply, and its order. */
export function AuditFiltersForm({ search, onApply, onClear }: AuditFiltersProps) {
  const { at } = useAdminT();
  const sortLabels: Record<(typeof auditSortValues)[number], string> = {
    'createdDate,desc': at('audit.sort.newest'),
    'createdDate,asc': at('audit.sort.oldest'),
    'action,asc': at('audit.sort.action'),
    'actorEmail,asc': at('audit.sort.actor'),
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ ...search, actor: text('actor'), action: text('action'), from: text('from'), to: text('to') });
  };
  // The form's fields start from the address; a new address (Clear, a link) starts them again.
  const formKey = [search.actor, search.action, search.from, search.to].join('|');
  return (
    <form key={formKey} onSubmit={handleSubmit} aria-label={at('audit.filters')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          name="actor"
          type="search"
          label={at('audit.actor')}
          defaultValue={search.actor}
          maxLength={100}
          style={{ flex: '1 1 200px' }}
        />
        <NativeSelect
          size="md"
          name="action"
          label={at('audit.action')}
          defaultValue={search.action}
          data={[
            { value: '', label: at('audit.allActions') },
            ...adminAuditActions.map((action) => ({ value: action, label: at(`auditAction.${action}`) })),
          ]}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          name="from"
          type="date"
          label={at('audit.from')}
          defaultValue={search.from}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          name="to"
          type="date"
          label={at('audit.to')}
          defaultValue={search.to}
          style={{ flex: '1 1 140px' }}
        />
        <NativeSelect
          size="md"
          label={at('audit.sortLabel')}
          value={search.sort}
          onChange={(event) => onApply({ ...search, sort: event.currentTarget.value })}
          data={auditSortValues.map((value) => ({ value, label: sortLabels[value] }))}
          style={{ flex: '1 1 160px' }}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit">{at('audit.apply')}</Button>
          <Button variant="subtle" onClick={onClear}>
            {at('audit.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
