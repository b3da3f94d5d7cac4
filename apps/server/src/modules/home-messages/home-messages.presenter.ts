import {
  homeImageUrl,
  textFor,
  type HomeMessage,
  type Language,
  type ShownHomeMessage,
} from '@prepwise/contracts';
import type { HomeMessageRow } from './home-messages.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A message as the console lists it (and as its audit entries keep it). */
export function presentHomeMessage(row: HomeMessageRow): HomeMessage {
  return {
    id: row.id,
    kind: row.kind,
    audience: row.audience,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    texts: row.texts,
    createdDate: iso(row.createdAt),
    updatedDate: iso(row.updatedAt),
  };
}

/** The state an audit entry keeps of a message: what the admin can change. */
export function auditStateOf(row: HomeMessageRow): Record<string, unknown> {
  const { kind, audience, startsAt, endsAt, texts } = presentHomeMessage(row);
  return { kind, audience, startsAt, endsAt, texts };
}

/** A message as a learner reading `language` sees it (English when it has no text in theirs). */
export function presentShownMessage(row: HomeMessageRow, language: Language): ShownHomeMessage {
  const shownLanguage = row.texts[language] ? language : 'en';
  const text = textFor(row.texts, language);
  return {
    id: row.id,
    kind: row.kind,
    language: shownLanguage,
    title: text.title,
    body: text.body,
    imageUrl: text.imageKey ? homeImageUrl(text.imageKey) : null,
  };
}
