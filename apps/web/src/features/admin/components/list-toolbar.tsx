import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';

/** The row above a console list: search, filters, order and actions, wrapping on a narrow screen. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
    </Group>
  );
}

interface ListSearchFormProps {
  /** What the list is searched by now (from the address): the field starts with it. */
  query: string;
  label: string;
  placeholder: string;
  /** The submit button's text. */
  button: string;
  maxLength?: number;
  /** The typed words, trimmed, sent with the button or Enter. */
  onSearch: (query: string) => void;
  style?: CSSProperties;
}

/** A list's search field (a search landmark) sent with its button or Enter, not on every key. */
export function ListSearchForm({ query, maxLength = 100, onSearch, style, ...texts }: ListSearchFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <form role="search" onSubmit={handleSubmit} style={style}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          key={query}
          name="q"
          type="search"
          label={texts.label}
          placeholder={texts.placeholder}
          defaultValue={query}
          maxLength={maxLength}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={16} aria-hidden />}>
          {texts.button}
        </Button>
      </Group>
    </form>
  );
}

interface ListSelectProps<T extends string> {
  label: string;
  value: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  /** The first option, meaning "no filter" (value ''), when the select is a filter. */
  anyLabel?: string;
  onChange: (value: string) => void;
  /** The select's share of the toolbar's row (CSS flex). */
  flex: string;
}

/** A filter or the order of a console list: a native select, so it works by keyboard everywhere. */
export function ListSelect<T extends string>({ values, labelOf, anyLabel, ...props }: ListSelectProps<T>) {
  const options = values.map((value) => ({ value, label: labelOf(value) }));
  return (
    <NativeSelect
      size="md"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      data={anyLabel === undefined ? options : [{ value: '', label: anyLabel }, ...options]}
      style={{ flex: props.flex }}
    />
  );
}
