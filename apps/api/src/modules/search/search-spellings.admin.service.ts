import {
  SEARCH_SPELLING_GROUP_MAX,
  SEARCH_SPELLING_MAX,
  type AdminSearchSpellingAddBody,
  type AdminSearchSpellingGroup,
  type AdminSearchSpellingGroupCreateBody,
  type AdminSearchSpellingListQuery,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { createCatalogWrite, createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { escapeLike } from '../../lib/search-text.js';
import { normalizeThai } from '../../lib/thai-normalize.js';
import { spellingKind } from './search-spellings.seed.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as searchSpellingsAdminRepository from './search-spellings.admin.repository.js';
import type { SpellingRow } from './search-spellings.admin.repository.js';

/**
 * The spellings search treats as one, kept by staff in the back office (issue 28,
 * docs/back-office.md "Spellings staff add"). A group is the rows of `search_spellings` that share
 * a `group_key`; a new group's key is its first spelling, as the seed's groups' (with ` 2`, ` 3`,
 * ... when an older group already has that key). Every spelling is stored as search normalises a query, once in the
 * whole table. Every write runs in one transaction with its audit entry and moves the catalog
 * version, so every API process's cached search answers follow (as a book edit does).
 */
export type SearchSpellingsAdminDeps = {
  db: Database;
  audit: Audit;
  cache?: Pick<CatalogCache, 'moveTo'> | undefined;
  catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
  repository: typeof searchSpellingsAdminRepository;
  withTransaction?: WithTransaction;
};

/** Spellings are kept as search reads every text. */
const normalizeSpelling = normalizeThai;

const MAX_ID = 2_147_483_647;

const groupNotFound = (id: string) =>
  new AppError('NOT_FOUND', { message: 'searchSpellings.groupNotFound', params: { id } });

const invalid = (
  message: 'searchSpellings.empty' | 'searchSpellings.tooLong' | 'searchSpellings.repeated',
  params: Record<string, string | number>,
) => new AppError('VALIDATION_FAILED', { message, params });

/** A spelling as stored, or the 400 that says why it cannot be one. */
const checkedSpelling = (raw: string): string => {
  const spelling = normalizeSpelling(raw);
  if (spelling === '') throw invalid('searchSpellings.empty', { spelling: raw.trim() });
  if (spelling.length > SEARCH_SPELLING_MAX)
    throw invalid('searchSpellings.tooLong', { max: SEARCH_SPELLING_MAX });
  return spelling;
};

/** Groups in the order of their keys' first appearance, each with its rows in order. */
const groupsOf = (keys: readonly string[], rows: readonly SpellingRow[]) =>
  keys.flatMap((key) => {
    const spellings = rows.filter((row) => row.groupKey === key);
    return spellings.length === 0 ? [] : [present(key, spellings)];
  });

const present = (key: string, rows: readonly SpellingRow[]): AdminSearchSpellingGroup => ({
  Id: key,
  Spellings: rows.map((row) => ({
    Id: row.id,
    Spelling: row.spelling,
    Kind: row.kind,
    CreatedAt: row.createdAt.toISOString(),
  })),
  CreatedAt: (rows[0]?.createdAt ?? new Date(0)).toISOString(),
});

/** What the audit log keeps of a group. */
const auditView = (rows: readonly SpellingRow[]) =>
  rows.map((row) => ({ Spelling: row.spelling, Kind: row.kind }));

export const createSearchSpellingsAdminService = ({
  db,
  audit,
  cache,
  catalogUpkeep,
  repository,
  withTransaction = createWithTransaction(db),
}: SearchSpellingsAdminDeps) => {
  const write = createCatalogWrite({ withTransaction, catalogUpkeep, cache });

  /** The 409 when one of `spellings` already belongs to a group (this one or another). */
  const refuseTaken = async (tx: DbOrTx, spellings: readonly string[], groupKey?: string) => {
    const [taken] = await repository.findSpellings(tx, spellings);
    if (!taken) return;
    throw new AppError('CONFLICT', {
      message:
        taken.groupKey === groupKey
          ? 'searchSpellings.inThisGroup'
          : 'searchSpellings.inOtherGroup',
      params: { spelling: taken.spelling, group: taken.groupKey },
    });
  };

  const inserted = async (
    tx: DbOrTx,
    values: readonly { spelling: string; groupKey: string; kind: SpellingRow['kind'] }[],
  ) => {
    const rows = await repository.insertSpellings(tx, values);
    // Another write took one of them between the check and the insert.
    if (rows === 'taken') throw new AppError('CONFLICT', { message: 'searchSpellings.taken' });
    return rows;
  };

  /** The first spelling as the key, numbered when an older group already has it. */
  const newGroupKey = async (tx: DbOrTx, first: string): Promise<string> => {
    for (let number = 1; ; number += 1) {
      const key = number === 1 ? first : `${first} ${number}`;
      if (!(await repository.groupKeyExists(tx, key))) return key;
    }
  };

  return {
    async list(query: AdminSearchSpellingListQuery) {
      const text = query.Q ? escapeLike(normalizeSpelling(query.Q)) : '';
      const keys = await repository.findGroupKeyPage(db, {
        ...(text ? { text } : {}),
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      const page = keys.slice(0, query.PageSize);
      return {
        Items: groupsOf(page, await repository.findSpellingsOfGroups(db, page)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: keys.length > query.PageSize,
      };
    },

    async get(id: string): Promise<AdminSearchSpellingGroup> {
      const rows = await repository.findGroup(db, id);
      if (rows.length === 0) throw groupNotFound(id);
      return present(id, rows);
    },

    async create(
      actor: StaffActor,
      body: AdminSearchSpellingGroupCreateBody,
    ): Promise<AdminSearchSpellingGroup> {
      const spellings: string[] = [];
      for (const raw of body.Spellings) {
        const spelling = checkedSpelling(raw);
        if (spellings.includes(spelling)) throw invalid('searchSpellings.repeated', { spelling });
        spellings.push(spelling);
      }

      return write(async (tx) => {
        await refuseTaken(tx, spellings);
        const groupKey = await newGroupKey(tx, spellings[0]!);
        const rows = await inserted(
          tx,
          spellings.map((spelling) => ({ spelling, groupKey, kind: spellingKind(spelling) })),
        );
        await audit.record(tx, actor, {
          action: 'searchSpellingGroup.create',
          entityType: 'searchSpellingGroup',
          entityId: groupKey,
          after: auditView(rows),
        });
        return present(groupKey, rows);
      });
    },

    async add(
      actor: StaffActor,
      id: string,
      body: AdminSearchSpellingAddBody,
    ): Promise<AdminSearchSpellingGroup> {
      const spelling = checkedSpelling(body.Spelling);

      return write(async (tx) => {
        const before = await repository.findGroup(tx, id, { forUpdate: true });
        if (before.length === 0) throw groupNotFound(id);
        if (before.length >= SEARCH_SPELLING_GROUP_MAX)
          throw new AppError('VALIDATION_FAILED', {
            message: 'searchSpellings.tooMany',
            params: { max: SEARCH_SPELLING_GROUP_MAX },
          });
        await refuseTaken(tx, [spelling], id);
        const rows = [
          ...before,
          ...(await inserted(tx, [{ spelling, groupKey: id, kind: spellingKind(spelling) }])),
        ];
        await audit.record(tx, actor, {
          action: 'searchSpelling.add',
          entityType: 'searchSpellingGroup',
          entityId: id,
          before: auditView(before),
          after: auditView(rows),
        });
        return present(id, rows);
      });
    },

    /** One spelling removed; the group as it is now, or null when that was its last spelling. */
    async removeSpelling(
      actor: StaffActor,
      id: string,
      spellingId: string,
    ): Promise<AdminSearchSpellingGroup | null> {
      const rowId = Number(spellingId);
      const spellingNotFound = () =>
        new AppError('NOT_FOUND', {
          message: 'searchSpellings.spellingNotFound',
          params: { id: spellingId, group: id },
        });
      if (!Number.isInteger(rowId) || rowId < 1 || rowId > MAX_ID) throw spellingNotFound();

      return write(async (tx) => {
        const before = await repository.findGroup(tx, id, { forUpdate: true });
        if (before.length === 0) throw groupNotFound(id);
        const removed = await repository.deleteSpelling(tx, id, rowId);
        if (!removed) throw spellingNotFound();
        const rows = before.filter((row) => row.id !== removed.id);
        await audit.record(tx, actor, {
          action: 'searchSpelling.remove',
          entityType: 'searchSpellingGroup',
          entityId: id,
          before: auditView(before),
          after: auditView(rows),
        });
        return rows.length === 0 ? null : present(id, rows);
      });
    },

    async deleteGroup(actor: StaffActor, id: string): Promise<{ Ok: true }> {
      return write(async (tx) => {
        const removed = await repository.deleteGroup(tx, id);
        if (removed.length === 0) throw groupNotFound(id);
        await audit.record(tx, actor, {
          action: 'searchSpellingGroup.delete',
          entityType: 'searchSpellingGroup',
          entityId: id,
          before: auditView(removed),
        });
        return { Ok: true as const };
      });
    },
  };
};

export type SearchSpellingsAdminService = ReturnType<typeof createSearchSpellingsAdminService>;
