import { EventEmitter } from 'node:events';
import { questionViewSchema, type QuestionPageQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../user/index.js';
import { presentQuestion } from './questions.presenter.js';
import {
  countQuestionsOfType,
  findBookmarkedIds,
  findContentVersion,
  findQuestionRows,
} from './questions.repository.js';

/** One cached page: the total and, per item, its JSON without and with `bookmarked: true`. */
interface CachedPage {
  total: number;
  /** How many the full bank has on this list (the same as `total` in the full view). */
  fullTotal: number;
  ids: number[];
  json: { plain: string; bookmarked: string }[];
  /** Whole bodies already built, by the page's bookmark flags ("0100…"). */
  bodies: Map<string, Buffer>;
}

const maxBodiesPerPage = 32;

export interface QuestionPageCacheOptions {
  /** How long a read of the content version is trusted (changes by other processes show after it). */
  versionCheckMs: number;
  /**
   * How long a learner's bookmark set and full-bank access are trusted (bookmark changes in this
   * process show at once).
   */
  bookmarkTtlMs: number;
  /** Whether the learner may see the full bank (else only its free part); see `question-access`. */
  fullBank: (user: UserRow) => Promise<boolean>;
  maxPages: number;
  maxUsers: number;
  now?: () => number;
}

const defaults: QuestionPageCacheOptions = {
  versionCheckMs: 1000,
  bookmarkTtlMs: 2000,
  fullBank: async () => true,
  maxPages: 2000,
  maxUsers: 10_000,
};

/** In-process news of changes, so this process's caches never wait for the version check. */
const changes = new EventEmitter().setMaxListeners(0);

/**
 * Call after writing questions in this process. Other processes learn of it through the shared
 * state's news when REDIS_URL is set (see {@link onContentChangedHere}), and in any case through
 * the content version a database trigger bumps, which they re-read every `versionCheckMs`.
 */
export function notifyContentChanged(): void {
  changes.emit('content');
  changes.emit('contentHere');
}

/** Calls `listener` after changes made by this process only (to tell the others); returns the unsubscribe. */
export function onContentChangedHere(listener: () => void): () => void {
  changes.on('contentHere', listener);
  return () => changes.off('contentHere', listener);
}

/** Call when another process tells of a content change: this process's caches drop it at once. */
export function applyContentChangedElsewhere(): void {
  changes.emit('content');
}

/** Calls `listener` after every {@link notifyContentChanged} in this process; returns the unsubscribe. */
export function onContentChanged(listener: () => void): () => void {
  changes.on('content', listener);
  return () => changes.off('content', listener);
}

/** Call after a learner adds or removes a bookmark in this process. */
export function notifyBookmarksChanged(userId: string): void {
  changes.emit('bookmarks', userId);
  changes.emit('bookmarksHere', userId);
}

/** Calls `listener` after bookmark changes made by this process only (to tell the others). */
export function onBookmarksChangedHere(listener: (userId: string) => void): () => void {
  changes.on('bookmarksHere', listener);
  return () => changes.off('bookmarksHere', listener);
}

/** Call when another process tells of a learner's bookmark change. */
export function applyBookmarksChangedElsewhere(userId: string): void {
  changes.emit('bookmarks', userId);
}

/** A bounded map that forgets its oldest entry (Map keeps insertion order). */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

/**
 * The question pages (`GET /api/questions-by-type` and the repeated list), built once per
 * content version and served as prepared JSON: the bank is the same for every learner but for
 * the `bookmarked` flag, so each page keeps two JSON texts per item and a request only picks one
 * per item. The content version (bumped by a trigger on `questions`) is re-read at most every
 * `versionCheckMs`, and at once after {@link notifyContentChanged}.
 */
export class QuestionPageCache {
  private readonly options: QuestionPageCacheOptions;
  private readonly now: () => number;
  private readonly pages = new Map<string, Promise<CachedPage>>();
  private readonly bookmarks = new Map<string, { at: number; ids: Promise<Set<number>> }>();
  private readonly access = new Map<string, { at: number; full: Promise<boolean> }>();
  private version: Promise<number> | null = null;
  private versionReadAt = 0;
  private readonly onContent = () => {
    this.version = null;
  };
  private readonly onBookmarks = (userId: string) => {
    this.bookmarks.delete(userId);
  };

  constructor(
    private readonly db: Executor,
    options: Partial<QuestionPageCacheOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    this.now = this.options.now ?? Date.now;
    changes.on('content', this.onContent);
    changes.on('bookmarks', this.onBookmarks);
  }

  close(): void {
    changes.off('content', this.onContent);
    changes.off('bookmarks', this.onBookmarks);
  }

  /**
   * The page as the envelope's JSON text, its totals and an ETag for conditional requests: the
   * full bank's page for a learner who has it, else the page of its free part.
   */
  async render(
    user: UserRow,
    query: QuestionPageQuery,
    onlyRepeated: boolean,
  ): Promise<{ body: Buffer; total: number; fullTotal: number; etag: string }> {
    const version = await this.currentVersion();
    const full = await this.fullBankOf(user);
    const key = `${full ? 'f' : 's'}|${onlyRepeated ? 'r' : 'a'}|${query.type}|${query.sort}|${query.size}|${query.page}`;
    const page = await this.page(version, key, query, onlyRepeated, full);
    const marked = await this.bookmarkedIds(user.id);
    let flags = '';
    for (const id of page.ids) flags += marked.has(id) ? '1' : '0';
    let body = page.bodies.get(flags);
    if (!body) {
      const items = page.json.map((item, index) => (flags[index] === '1' ? item.bookmarked : item.plain));
      body = Buffer.from(`{"statusCode":200,"message":"","data":[${items.join(',')}]}`);
      remember(page.bodies, flags, body, maxBodiesPerPage);
    }
    return {
      body,
      total: page.total,
      fullTotal: page.fullTotal,
      etag: `W/"q${version}-${Buffer.from(`${key}|${flags}`).toString('base64url')}"`,
    };
  }

  private currentVersion(): Promise<number> {
    const now = this.now();
    if (!this.version || now - this.versionReadAt >= this.options.versionCheckMs) {
      this.versionReadAt = now;
      const read = findContentVersion(this.db);
      this.version = read;
      read.catch(() => {
        if (this.version === read) this.version = null;
      });
    }
    return this.version;
  }

  private page(version: number, key: string, query: QuestionPageQuery, onlyRepeated: boolean, full: boolean) {
    const versionedKey = `${version}|${key}`;
    const cached = this.pages.get(versionedKey);
    if (cached) return cached;
    if (this.pages.size > 0 && !this.pages.keys().next().value?.startsWith(`${version}|`)) {
      // A new version: drop the pages of older ones.
      for (const old of [...this.pages.keys()]) if (!old.startsWith(`${version}|`)) this.pages.delete(old);
    }
    const loading = this.load(query, onlyRepeated, full);
    remember(this.pages, versionedKey, loading, this.options.maxPages);
    loading.catch(() => this.pages.delete(versionedKey));
    return loading;
  }

  private async load(query: QuestionPageQuery, onlyRepeated: boolean, full: boolean): Promise<CachedPage> {
    const { rows, total } = await findQuestionRows(this.db, query, onlyRepeated, !full);
    return {
      total,
      fullTotal: full ? total : await countQuestionsOfType(this.db, query.type, onlyRepeated),
      ids: rows.map((row) => row.id),
      json: rows.map((row) => {
        const view = questionViewSchema.parse(presentQuestion(row, false));
        return {
          plain: JSON.stringify(view),
          bookmarked: JSON.stringify({ ...view, bookmarked: true }),
        };
      }),
      bodies: new Map(),
    };
  }

  private fullBankOf(user: UserRow): Promise<boolean> {
    const now = this.now();
    const cached = this.access.get(user.id);
    if (cached && now - cached.at < this.options.bookmarkTtlMs) return cached.full;
    const full = this.options.fullBank(user);
    remember(this.access, user.id, { at: now, full }, this.options.maxUsers);
    full.catch(() => this.access.delete(user.id));
    return full;
  }

  private bookmarkedIds(userId: string): Promise<Set<number>> {
    const now = this.now();
    const cached = this.bookmarks.get(userId);
    if (cached && now - cached.at < this.options.bookmarkTtlMs) return cached.ids;
    const ids = findBookmarkedIds(this.db, userId);
    remember(this.bookmarks, userId, { at: now, ids }, this.options.maxUsers);
    ids.catch(() => this.bookmarks.delete(userId));
    return ids;
  }
}
