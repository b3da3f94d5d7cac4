import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  /** The leading icon, already sized and `aria-hidden`. */
  icon?: ReactNode;
  variant?: ButtonVariant;
  children: ReactNode;
  'data-testid'?: string;
}

/** A router link that looks like a button: the next step an empty state or a page heading offers. */
export function LinkButton({ to, icon, variant = 'light', children, ...rest }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={icon} {...rest}>
      {children}
    </Button>
  );
}
