import {
  blueprintByName,
  blueprintFitsMarks,
  blueprintLeastFixedQuestions,
  blueprintMinutes,
  blueprintQuestionCount,
  mockBlueprintNamesOf,
  namedBlueprintKeys,
  type AdminBlueprintParams,
  type AdminBlueprintRequest,
  type BlueprintStock,
  type FieldError,
  type MockBlueprint,
  overlayBlueprint,
} from '@prepwise/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { AppDeps } from '../../deps.js';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import {
  blueprintResolver,
  deleteBlueprintOverride,
  findBlueprintOverrides,
  lockBlueprintChanges,
  upsertBlueprintOverride,
} from '../mock-tests/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import { countActiveQuestionsByType, findAllIntroPages } from './admin-mocks.repository.js';

/**
 * Each named blueprint as mocks are generated from it now (an admin's counts over the constant),
 * with the bank's stock of active questions per slot, its size (the same functions the intro
 * pages use), who changed it last, and the intro pages naming it: `canFill` is false when a slot
 * needs more items than the bank holds active, so a mock generated from it comes out short.
 */
export async function listBlueprintStock(deps: AppDeps): Promise<BlueprintStock[]> {
  const [resolve, overrides, pages] = await Promise.all([
    blueprintResolver(deps.db),
    findBlueprintOverrides(deps.db),
    findAllIntroPages(deps.db),
  ]);
  const blueprints = namedBlueprintKeys().map((key) => ({
    ...key,
    blueprint: resolve(key.kind, key.name),
    constant: blueprintByName(key.kind, key.name),
  }));
  const types = [...new Set(blueprints.flatMap(({ blueprint }) => blueprint.items.map((slot) => slot.type)))];
  const stock = await countActiveQuestionsByType(deps.db, types);
  return blueprints.map(({ kind, name, blueprint, constant }) => {
    const slots = blueprint.items.map((slot, index) => {
      const active = stock.get(slot.type) ?? 0;
      return {
        type: slot.type,
        count: slot.count,
        defaultCount: constant.items[index]?.count ?? slot.count,
        active,
        isFill: blueprint.marks?.fill === slot.type,
        isShort: active < slot.count,
      };
    });
    const override = overrides.find((row) => row.kind === kind && row.name === name);
    return {
      kind,
      name,
      questionCount: blueprintQuestionCount(blueprint),
      minutes: blueprintMinutes(blueprint),
      slots,
      canFill: slots.every((slot) => !slot.isShort),
      isCustomized: override !== undefined,
      updatedDate: override?.updatedAt.toISOString() ?? null,
      updatedBy: override?.updatedByEmail ?? null,
      introPages: pages
        .filter((page) => blueprintByName(page.kind, page.blueprint) === constant)
        .map((page) => ({ id: page.id, title: page.title, activated: page.activated })),
    };
  });
}

/** The platform's blueprint of a named (kind, name) pair; 404 for a name the kind lacks (THPT has only `full`). */
function constantOf(params: AdminBlueprintParams): MockBlueprint {
  if (!mockBlueprintNamesOf(params.kind).includes(params.name)) throw new AppError('error.http.404');
  return blueprintByName(params.kind, params.name);
}

/**
 * The counts of a request checked against the blueprint: the same types in the same order, a
 * paper's filling slot unchanged (the mark total decides how many it takes), and a paper's other
 * slots within its mark total (a reading passage counts its least sub-questions). Throws
 * `error.validation` with the fields at fault.
 */
function checkCounts(constant: MockBlueprint, request: AdminBlueprintRequest): void {
  const expected = constant.items.map((slot) => slot.type);
  const sent = request.counts.map((slot) => slot.type);
  const problems: FieldError[] = [];
  if (!isDeepStrictEqual(expected, sent))
    problems.push({
      field: 'counts',
      message: `Send a count for each of these types, in order: ${expected.join(', ')}.`,
    });
  const fill = constant.marks?.fill;
  const fillSlot = constant.items.find((slot) => slot.type === fill);
  const sentFill = request.counts.find((slot) => slot.type === fill);
  if (fillSlot && sentFill && sentFill.count !== fillSlot.count)
    problems.push({
      field: `counts.${fill}`,
      message: `${fill} fills the paper up to ${constant.marks?.total} questions; its count cannot change.`,
    });
  const counted = overlayBlueprint(constant, request.counts);
  if (constant.marks && !blueprintFitsMarks(counted))
    problems.push({
      field: 'counts',
      message: `These counts bring at least ${blueprintLeastFixedQuestions(counted)} questions before ${fill}; a ${constant.kind} paper has ${constant.marks.total}. Lower some counts.`,
    });
  const [first] = problems;
  if (first) throw new AppError('error.validation', first.message, problems);
}

/** A blueprint's counts by type, as an audit entry keeps them. */
function countsState(blueprint: MockBlueprint): Record<string, number> {
  return Object.fromEntries(blueprint.items.map((slot) => [slot.type, slot.count]));
}

async function changeBlueprint(
  deps: AppDeps,
  actor: UserRow,
  params: AdminBlueprintParams,
  write: (tx: Transaction) => Promise<void>,
  action: 'mockBlueprint.update' | 'mockBlueprint.reset',
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockBlueprintChanges(tx);
    const before = (await blueprintResolver(tx))(params.kind, params.name);
    await write(tx);
    const after = (await blueprintResolver(tx))(params.kind, params.name);
    if (isDeepStrictEqual(countsState(before), countsState(after))) return;
    await recordAdminChange(
      tx,
      actor,
      {
        action,
        targetType: 'mockBlueprint',
        targetId: `${params.kind}/${params.name}`,
        targetLabel: `${params.kind} ${params.name}`,
        before: countsState(before),
        after: countsState(after),
      },
      deps.now(),
    );
  });
}

/**
 * Saves an admin's counts for a named blueprint, audited with the counts before and after (a
 * save that changes no count still stores who saved, but writes no audit entry). Mocks generated
 * from then on take the new counts; mocks already generated keep theirs. Throws 404 for a name
 * the kind lacks and `error.validation` for counts that do not fit the blueprint.
 */
export async function saveBlueprintCounts(
  deps: AppDeps,
  actor: UserRow,
  params: AdminBlueprintParams,
  request: AdminBlueprintRequest,
): Promise<BlueprintStock> {
  const constant = constantOf(params);
  checkCounts(constant, request);
  await changeBlueprint(
    deps,
    actor,
    params,
    (tx) =>
      upsertBlueprintOverride(tx, {
        ...params,
        counts: request.counts,
        updatedAt: deps.now(),
        updatedById: actor.id,
        updatedByEmail: actor.email,
      }),
    'mockBlueprint.update',
  );
  return stockOf(deps, params);
}

/**
 * Brings a named blueprint back to the platform's counts (its override removed), audited with
 * before and after when the counts change. Throws 404 for a name the kind lacks.
 */
export async function resetBlueprint(
  deps: AppDeps,
  actor: UserRow,
  params: AdminBlueprintParams,
): Promise<BlueprintStock> {
  constantOf(params);
  await changeBlueprint(
    deps,
    actor,
    params,
    async (tx) => {
      await deleteBlueprintOverride(tx, params.kind, params.name);
    },
    'mockBlueprint.reset',
  );
  return stockOf(deps, params);
}

async function stockOf(deps: AppDeps, params: AdminBlueprintParams): Promise<BlueprintStock> {
  const all = await listBlueprintStock(deps);
  const stock = all.find((blueprint) => blueprint.kind === params.kind && blueprint.name === params.name);
  if (!stock) throw new AppError('error.http.404');
  return stock;
}
