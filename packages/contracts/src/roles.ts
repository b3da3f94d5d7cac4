import { z } from 'zod';

export const roles = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_FREE_MEMBER', 'ROLE_TEACHER'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/**
 * The seed's role check (section 6): passes when the user has roles and either none are
 * required or at least one required role matches.
 */
export function hasAnyRole(
  userRoles: readonly string[] | undefined,
  required: readonly string[] = [],
): boolean {
  if (!userRoles || userRoles.length === 0) return false;
  if (required.length === 0) return true;
  return required.some((role) => userRoles.includes(role));
}
