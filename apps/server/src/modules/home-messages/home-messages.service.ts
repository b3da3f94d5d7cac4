import {
  isInAudience,
  type HomeMessage,
  type HomeMessageKind,
  type HomeMessageListQuery,
  type HomeMessageValues,
  type Language,
  type ShownHomeMessages,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import type { UserRow } from '../user/index.js';
import { auditStateOf, presentHomeMessage, presentShownMessage } from './home-messages.presenter.js';
import {
  deleteHomeMessage,
  findHomeMessage,
  findHomeMessageForUpdate,
  findHomeMessagePage,
  findRunningUndismissed,
  insertDismissal,
  insertHomeMessage,
  updateHomeMessage,
  type HomeMessageRow,
} from './home-messages.repository.js';

function columnsOf(values: HomeMessageValues) {
  return {
    kind: values.kind,
    audience: values.audience,
    startsAt: new Date(values.startsAt),
    endsAt: new Date(values.endsAt),
    texts: values.texts,
  };
}

const targetOf = (row: HomeMessageRow) =>
  ({ targetType: 'homeMessage', targetId: row.id, targetLabel: row.texts.en.title }) as const;

/** A page of messages for the console, and the total. */
export async function listHomeMessages(
  deps: AppDeps,
  query: HomeMessageListQuery,
): Promise<{ items: HomeMessage[]; total: number }> {
  const { rows, total } = await findHomeMessagePage(deps.db, query);
  return { items: rows.map(presentHomeMessage), total };
}

/** Creates a message; it and its audit entry are one transaction. */
export async function createHomeMessage(
  deps: AppDeps,
  actor: UserRow,
  values: HomeMessageValues,
): Promise<HomeMessage> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertHomeMessage(tx, { ...columnsOf(values), createdAt: now, updatedAt: now });
    await recordAdminChange(
      tx,
      actor,
      { action: 'homeMessage.create', ...targetOf(inserted), before: null, after: auditStateOf(inserted) },
      now,
    );
    return inserted;
  });
  return presentHomeMessage(row);
}

/** Replaces a message's schedule, audience and texts; audited with before and after. 404 when unknown. */
export async function editHomeMessage(
  deps: AppDeps,
  actor: UserRow,
  id: string,
  values: HomeMessageValues,
): Promise<HomeMessage> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = found(await findHomeMessageForUpdate(tx, id));
    const after = found(await updateHomeMessage(tx, id, { ...columnsOf(values), updatedAt: now }));
    await recordAdminChange(
      tx,
      actor,
      {
        action: 'homeMessage.update',
        ...targetOf(after),
        before: auditStateOf(before),
        after: auditStateOf(after),
      },
      now,
    );
    return after;
  });
  return presentHomeMessage(row);
}

/** Deletes a message (and who dismissed it); the audit entry keeps what it was. 404 when unknown. */
export async function removeHomeMessage(deps: AppDeps, actor: UserRow, id: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = found(await findHomeMessageForUpdate(tx, id));
    await deleteHomeMessage(tx, id);
    await recordAdminChange(
      tx,
      actor,
      { action: 'homeMessage.delete', ...targetOf(before), before: auditStateOf(before), after: null },
      now,
    );
  });
}

async function shownOfKind(deps: AppDeps, me: UserRow, kind: HomeMessageKind, language: Language, now: Date) {
  const running = await findRunningUndismissed(deps.db, me.id, kind, now);
  const mine = running.find((row) => isInAudience(row.audience, me.roles));
  return mine ? presentShownMessage(mine, language) : null;
}

/**
 * The banner and the popup the learner sees now: running, meant for their audience (free or
 * paying), not dismissed by them; the latest start wins. In `language` (the learner's own when not
 * given), English when the message has no text in it.
 */
export async function shownHomeMessages(
  deps: AppDeps,
  me: UserRow,
  language: Language | undefined,
): Promise<ShownHomeMessages> {
  const now = deps.now();
  const shownLanguage = language ?? (me.langKey as Language);
  return {
    banner: await shownOfKind(deps, me, 'banner', shownLanguage, now),
    popup: await shownOfKind(deps, me, 'popup', shownLanguage, now),
  };
}

/** Remembers that the learner closed a message, for good. 404 when there is no such message. */
export async function dismissHomeMessage(deps: AppDeps, me: UserRow, id: string): Promise<void> {
  found(await findHomeMessage(deps.db, id));
  await insertDismissal(deps.db, me.id, id, deps.now());
}
