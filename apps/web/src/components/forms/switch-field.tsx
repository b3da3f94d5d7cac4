import { Switch } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/**
 * A yes/no field of a react-hook-form form as a switch. Mantine's Switch holds its own checked
 * state, so `register` would lose the form's value (an edited record's "on" shown and sent as
 * off); the Controller keeps the switch and the form's value one.
 */
export function SwitchField<TValues extends FieldValues, TContext, TTransformed extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<TValues, TContext, TTransformed>;
  name: FieldPathByValue<TValues, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          label={label}
        />
      )}
    />
  );
}
