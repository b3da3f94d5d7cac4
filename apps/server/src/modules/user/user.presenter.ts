import { accountCurrency, type Language, type Role, type Session, type User } from '@prepwise/contracts';
import type { UserRow } from './user.repository.js';

/** The public view of a user row (the response schema drops anything else). */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phonenumber: row.phonenumber,
    nationality: row.nationality,
    avatarUrl: row.avatarKey ? `/files/${row.avatarKey}` : null,
    langKey: row.langKey as Language,
    currency: accountCurrency(row),
    activated: row.activated,
    roles: row.roles as Role[],
    createdDate: row.createdAt.toISOString(),
  };
}

/** Session data of docs/product.md §3: isAdmin and the user. */
export function presentSession(row: UserRow): Session {
  return { isAdmin: row.roles.includes('ROLE_ADMIN'), user: presentUser(row) };
}
