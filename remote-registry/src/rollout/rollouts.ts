import type { SQLOutputValue } from 'node:sqlite';
import { isRemoteName, type RemoteName } from '@casino/shared-kernel/remote-map';
import { inTransaction, integer, text, textOrNull } from '../db/database.ts';
import { RegistryError } from '../registry/registry-error.ts';
import type { Registry } from '../registry/registry.ts';
import type { AuditEntry, BrandStatus, WriteContext } from '../registry/registry-types.ts';
import { countedSince, type LoadCountsStore, type LoadOutcome, type VersionFigures } from '../signals/load-counts.ts';

type Outcomes = Partial<Record<LoadOutcome, number>>;
/** One side's reports in a step: loads, failures, outcomes, and the distinct devices they came from. */
export type StepFigures = VersionFigures & { devices: number };
import { decideStep, type RolloutDecision } from './rollout-decision.ts';
import { formatDuration, planProblem, type RolloutPlan } from './rollout-plan.ts';

export const ROLLOUT_STATES = ['running', 'paused', 'promoted', 'aborted', 'ended'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

/**
 * The last judgement of a step, as the console shows it (or why the rollout stopped judging).
 * `held`: a team's rollout passed its last step below 100 and waits for ops to promote it (still
 * judged: it aborts itself if it turns worse).
 */
export type RolloutJudgement = RolloutDecision | { kind: 'error'; message: string } | { kind: 'held'; canaryRate: number; pinRate: number };

export interface Rollout extends RolloutPlan {
  id: number;
  brand: string;
  remote: RemoteName;
  version: string;
  /** The pin the canary is judged against (the pin when the rollout started). */
  pinVersion: string;
  stepIndex: number;
  /** The share of devices the canary runs for now. */
  percent: number;
  stepStartedAt: string;
  /** The outcomes counted (since the rollout's start minute) when the step began: the step is judged on what came after. */
  stepBaseline: { canary: Outcomes; pin: Outcomes };
  state: RolloutState;
  reason: string;
  startedBy: string;
  startedAt: string;
  /** False when a team token started it: it holds before 100% for ops to promote. */
  autoPromote: boolean;
  /** The audit entry of its first canary: every later entry of the brand's remote belongs to it until it ends. */
  firstAuditId: number;
  lastDecision: RolloutJudgement | null;
  endedAt: string | null;
}

/** A rollout as the console and `registry rollouts` show it. */
export interface RolloutView extends Rollout {
  /** When the running step is judged next; null once paused or ended. */
  nextDecisionAt: string | null;
  /** Both versions' reports since the step started, and from how many devices. */
  canary: StepFigures;
  pin: StepFigures;
  /** The audit entries of this rollout (its start, each automatic decision, pauses), oldest first. */
  audit: AuditEntry[];
}

export interface StartRollout extends RolloutPlan {
  brand: string;
  remote: RemoteName;
  version: string;
  /** False for a team's rollout: it holds before the pin (promoting needs ops). */
  autoPromote?: boolean;
  context: WriteContext;
}

const LIVE: readonly RolloutState[] = ['running', 'paused'];
const percentText = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * Progressive rollouts: a canary that moves through its steps on its own, judged after each bake by
 * {@link decideStep} on the players' load reports, promoted when it reaches 100 and aborted (back to
 * the pin) when its failure rate is worse than the pin's by more than the allowed ratio. The state
 * lives in the database, so a restart picks every live rollout up where it was (its step's bake
 * counts from when the step started, not from the restart). Each automatic decision is a normal
 * brand write (ETag, map, audit) by the actor `rollout (<who started it>)`, its reason the figures.
 */
export class Rollouts {
  private readonly registry: Registry;
  private readonly counts: LoadCountsStore;

  constructor(registry: Registry, counts: LoadCountsStore) {
    this.registry = registry;
    this.counts = counts;
  }

  private get db() {
    return this.registry.store.db;
  }

  private now(): number {
    return this.registry.store.now().getTime();
  }

  start(input: StartRollout): { rollout: RolloutView; status: BrandStatus } {
    const problem = planProblem(input);
    if (problem) throw new RegistryError('invalid-payload', `Invalid rollout: ${problem}`);
    return inTransaction(this.db, () => {
      const { brand, remote, version, context } = input;
      const live = this.live(brand, remote);
      if (live) {
        throw new RegistryError(
          'conflict',
          `A rollout of ${remote} ${live.version} is already ${live.state} on ${brand} (step ${live.percent}%, started by ${live.startedBy}): one rollout per remote and brand. Promote or abort it first.`,
        );
      }
      const before = this.registry.brand(brand).remotes[remote];
      if (before.canary) {
        throw new RegistryError('conflict', `${remote} has a canary (${before.canary.version} @ ${before.canary.percent}%) on ${brand}: promote or abort it before starting a rollout.`);
      }
      const [first = 100] = input.steps;
      const held = input.autoPromote === false ? ', held before 100% for ops to promote' : '';
      const plan = `steps ${input.steps.join(',')}%${held}, bake ${formatDuration(input.bakeMs)}, at most ${input.maxErrorRatio}× the pin's failure rate, ${input.minLoads} loads a side`;
      const status = this.registry.canary(brand, remote, version, first, { ...context, reason: `Rollout started (${plan}): ${context.reason}` });
      const firstAudit = this.registry.auditLog({ brand, remote, limit: 1 })[0];
      const at = this.registry.store.timestamp();
      const result = this.db
        .prepare(
          `INSERT INTO rollouts (brand, remote, version, pin_version, steps, step_index, step_started_at, step_baseline, bake_ms, max_error_ratio,
             min_loads, state, reason, started_by, started_at, first_audit_id, auto_promote)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, 'running', ?, ?, ?, ?, ?)`,
        )
        .run(
          brand,
          remote,
          version,
          before.pinned,
          JSON.stringify(input.steps),
          at,
          JSON.stringify(this.baseline({ brand, remote, version, pinVersion: before.pinned, startedAt: at })),
          input.bakeMs,
          input.maxErrorRatio,
          input.minLoads,
          context.reason,
          context.actor,
          at,
          firstAudit?.id ?? 0,
          input.autoPromote === false ? 0 : 1,
        );
      return { rollout: this.view(this.byId(Number(result.lastInsertRowid))), status };
    });
  }

  pause(brand: string, remote: RemoteName, actor: string, reason: string): RolloutView {
    return this.setState(brand, remote, actor, reason, 'running', 'paused');
  }

  /** Resumes a paused rollout; its step's bake starts again (what ran while paused is not judged twice). */
  resume(brand: string, remote: RemoteName, actor: string, reason: string): RolloutView {
    return this.setState(brand, remote, actor, reason, 'paused', 'running');
  }

  private setState(brand: string, remote: RemoteName, actor: string, reason: string, from: RolloutState, to: RolloutState): RolloutView {
    return inTransaction(this.db, () => {
      const live = this.live(brand, remote);
      if (!live) throw new RegistryError('not-found', `No rollout of ${remote} runs on ${brand}.`);
      if (live.state !== from) throw new RegistryError('conflict', `The rollout of ${remote} ${live.version} on ${brand} is already ${live.state}. Nothing to change.`);
      if (to === 'running') {
        this.db
          .prepare('UPDATE rollouts SET state = ?, step_started_at = ?, step_baseline = ? WHERE id = ?')
          .run(to, this.registry.store.timestamp(), JSON.stringify(this.baseline(live)), live.id);
      } else {
        this.db.prepare('UPDATE rollouts SET state = ? WHERE id = ?').run(to, live.id);
      }
      this.registry.audit({
        actor,
        action: to === 'paused' ? 'rollout-pause' : 'rollout-resume',
        brand,
        remote,
        host: null,
        from: `${live.version}@${live.percent}%`,
        to: to === 'paused' ? 'paused' : `bake of ${formatDuration(live.bakeMs)} from now`,
        reason,
      });
      return this.view(this.byId(live.id));
    });
  }

  /** The running or paused rollout of a remote on a brand. */
  live(brand: string, remote: string): Rollout | undefined {
    const row = this.db.prepare("SELECT * FROM rollouts WHERE brand = ? AND remote = ? AND state IN ('running', 'paused')").get(brand, remote);
    return row ? rolloutOf(row) : undefined;
  }

  /** Refuses a hand-made canary change while a rollout drives that canary. */
  requireNoLive(brand: string, remote: string, what: string): void {
    const live = this.live(brand, remote);
    if (live) {
      throw new RegistryError(
        'conflict',
        `A rollout drives the ${remote} canary on ${brand} (${live.version} at ${live.percent}%, ${live.state}): ${what} is refused. Promote or abort it, or pause it to hold the canary where it is.`,
      );
    }
  }

  /**
   * After a hand-made promote, abort or rollback: a live rollout whose canary is gone ends, as
   * promoted when its version is now the pin, else aborted.
   */
  reconcile(brand: string, remote: RemoteName): void {
    const live = this.live(brand, remote);
    if (!live) return;
    const state = this.registry.brand(brand).remotes[remote];
    if (state.canary?.version === live.version) return;
    this.end(live, state.pinned === live.version ? 'promoted' : 'aborted', null);
  }

  /** Live rollouts first, then the latest ended ones. */
  list(brand?: string, endedLimit = 20): RolloutView[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM rollouts WHERE (:brand IS NULL OR brand = :brand)
         ORDER BY CASE WHEN state IN ('running', 'paused') THEN 0 ELSE 1 END, id DESC LIMIT :limit`,
      )
      .all({ brand: brand ?? null, limit: endedLimit + 100 });
    const rollouts = rows.map(rolloutOf);
    const live = rollouts.filter((rollout) => LIVE.includes(rollout.state));
    const ended = rollouts.filter((rollout) => !LIVE.includes(rollout.state)).slice(0, endedLimit);
    return [...live, ...ended].map((rollout) => this.view(rollout));
  }

  /** Judges every running rollout whose step has baked; returns what it decided, per rollout. */
  tick(): { rollout: Rollout; judgement: RolloutJudgement }[] {
    const rows = this.db.prepare("SELECT * FROM rollouts WHERE state = 'running' ORDER BY id").all();
    return rows.map(rolloutOf).map((rollout) => ({ rollout, judgement: this.judge(rollout) }));
  }

  private judge(rollout: Rollout): RolloutJudgement {
    const stepStart = Date.parse(rollout.stepStartedAt);
    const { canary, pin } = this.figures(rollout);
    const decision = decideStep(rollout, stepStart, this.now(), pin, canary);
    const actor = `rollout (${rollout.startedBy})`;
    let judgement: RolloutJudgement = decision;
    const facts = `canary ${rollout.version}: ${canary.failures} failed of ${canary.loads} loads (${percentText(canary.failures / canary.loads)}) on ${canary.devices} devices; pin ${rollout.pinVersion}: ${pin.failures} of ${pin.loads} (${percentText(pin.failures / pin.loads)}) on ${pin.devices}`;
    try {
      inTransaction(this.db, () => {
        const state = this.registry.brand(rollout.brand).remotes[rollout.remote];
        if (state.canary?.version !== rollout.version) {
          // Changed outside the rollout (e.g. a rollback): it no longer drives this canary.
          this.end(rollout, state.pinned === rollout.version ? 'promoted' : 'aborted', decision);
          return;
        }
        const context = (reason: string): WriteContext => ({ actor, reason, ifMatch: this.registry.brand(rollout.brand).etag });
        if (decision.kind === 'abort') {
          this.registry.abort(
            rollout.brand,
            rollout.remote,
            context(`Automatic abort at step ${rollout.percent}%: ${facts}; worse than ${rollout.maxErrorRatio}× the pin. Back on the pin ${rollout.pinVersion}.`),
          );
          this.end(rollout, 'aborted', decision);
          return;
        }
        if (decision.kind === 'advance') {
          const next = rollout.steps[rollout.stepIndex + 1] ?? 100;
          if (next >= 100 && !rollout.autoPromote) {
            // A team's rollout stops short of the pin: audited once, then judged on (it may still abort).
            const held: RolloutJudgement = { kind: 'held', canaryRate: decision.canaryRate, pinRate: decision.pinRate };
            if (rollout.lastDecision?.kind !== 'held') {
              this.registry.audit({
                actor,
                action: 'rollout-held',
                brand: rollout.brand,
                remote: rollout.remote,
                host: null,
                from: `${rollout.version}@${rollout.percent}%`,
                to: 'waiting for ops',
                reason: `Ready for 100% after step ${rollout.percent}%: ${facts}; within ${rollout.maxErrorRatio}× the pin. ${rollout.startedBy} may not pin: an ops token promotes it.`,
              });
            }
            this.db.prepare('UPDATE rollouts SET last_decision = ? WHERE id = ?').run(JSON.stringify(held), rollout.id);
            judgement = held;
            return;
          }
          if (next >= 100) {
            this.registry.promote(rollout.brand, rollout.remote, context(`Automatic promote after step ${rollout.percent}%: ${facts}; within ${rollout.maxErrorRatio}× the pin.`));
            this.end(rollout, 'promoted', decision);
            return;
          }
          this.registry.canary(
            rollout.brand,
            rollout.remote,
            rollout.version,
            next,
            context(`Automatic step ${rollout.percent}% → ${next}%: ${facts}; within ${rollout.maxErrorRatio}× the pin.`),
          );
          this.db
            .prepare('UPDATE rollouts SET step_index = ?, step_started_at = ?, step_baseline = ?, last_decision = ? WHERE id = ?')
            .run(rollout.stepIndex + 1, this.registry.store.timestamp(), JSON.stringify(this.baseline(rollout)), JSON.stringify(decision), rollout.id);
          return;
        }
        this.db.prepare('UPDATE rollouts SET last_decision = ? WHERE id = ?').run(JSON.stringify(decision), rollout.id);
      });
      return judgement;
    } catch (error) {
      // A decision the registry refuses (say the canary's file changed before its promote) pauses
      // the rollout, audited with the reason: ops decide from there.
      const refused: RolloutJudgement = { kind: 'error', message: (error as Error).message };
      inTransaction(this.db, () => {
        this.db.prepare("UPDATE rollouts SET state = 'paused', last_decision = ? WHERE id = ?").run(JSON.stringify(refused), rollout.id);
        this.registry.audit({
          actor,
          action: 'rollout-pause',
          brand: rollout.brand,
          remote: rollout.remote,
          host: null,
          from: `${rollout.version}@${rollout.percent}%`,
          to: 'paused',
          reason: `The rollout's decision (${decision.kind}) was refused: ${refused.message}`,
        });
      });
      return refused;
    }
  }

  private end(rollout: Rollout, state: RolloutState, decision: RolloutJudgement | null): void {
    this.db
      .prepare('UPDATE rollouts SET state = ?, ended_at = ?, last_decision = COALESCE(?, last_decision) WHERE id = ?')
      .run(state, this.registry.store.timestamp(), decision ? JSON.stringify(decision) : null, rollout.id);
  }

  /** Both versions' outcomes since the rollout's start minute (counts are kept per minute). */
  private totals(rollout: Pick<Rollout, 'brand' | 'remote' | 'version' | 'pinVersion' | 'startedAt'>) {
    const since = Date.parse(rollout.startedAt);
    return {
      canary: this.counts.figures(rollout.brand, rollout.remote, rollout.version, since),
      pin: this.counts.figures(rollout.brand, rollout.remote, rollout.pinVersion, since),
    };
  }

  private baseline(rollout: Pick<Rollout, 'brand' | 'remote' | 'version' | 'pinVersion' | 'startedAt'>): Rollout['stepBaseline'] {
    const { canary, pin } = this.totals(rollout);
    return { canary: canary.outcomes, pin: pin.outcomes };
  }

  /**
   * What each side reported since the running step began: exact, though counts are kept per minute;
   * devices are counted from the page loads' own records, which keep the millisecond.
   */
  private figures(rollout: Rollout): { canary: StepFigures; pin: StepFigures } {
    const { canary, pin } = this.totals(rollout);
    const stepStart = Date.parse(rollout.stepStartedAt);
    const devices = (version: string) => this.counts.devices(rollout.brand, rollout.remote, version, stepStart);
    return {
      canary: { ...countedSince(canary, rollout.stepBaseline.canary), devices: devices(rollout.version) },
      pin: { ...countedSince(pin, rollout.stepBaseline.pin), devices: devices(rollout.pinVersion) },
    };
  }

  /** When the oldest live step began (its devices must still be countable), or undefined with none live. */
  oldestLiveStepStart(): number | undefined {
    const row = this.db.prepare("SELECT MIN(step_started_at) AS started FROM rollouts WHERE state IN ('running', 'paused')").get();
    const started = row ? textOrNull(row, 'started') : null;
    return started === null ? undefined : Date.parse(started);
  }

  private byId(id: number): Rollout {
    const row = this.db.prepare('SELECT * FROM rollouts WHERE id = ?').get(id);
    if (!row) throw new Error(`Rollout ${id} vanished`);
    return rolloutOf(row);
  }

  private view(rollout: Rollout): RolloutView {
    const stepStart = Date.parse(rollout.stepStartedAt);
    // Its entries: from its first canary to its end (the brand's remote has no other writer meanwhile but ops, whose moves belong to its story).
    const audit = this.registry
      .auditLog({ brand: rollout.brand, remote: rollout.remote, limit: 500 })
      .filter((entry) => entry.id >= rollout.firstAuditId && (rollout.endedAt === null || entry.at <= rollout.endedAt))
      .reverse();
    return {
      ...rollout,
      nextDecisionAt: rollout.state === 'running' ? new Date(stepStart + rollout.bakeMs).toISOString() : null,
      ...this.figures(rollout),
      audit,
    };
  }
}

function remoteOf(value: string): RemoteName {
  if (!isRemoteName(value)) throw new Error(`Unknown remote ${value} in the database`);
  return value;
}

function rolloutOf(row: Record<string, SQLOutputValue>): Rollout {
  const steps = JSON.parse(text(row, 'steps')) as number[];
  const stepIndex = integer(row, 'step_index');
  const state = ROLLOUT_STATES.find((known) => known === text(row, 'state'));
  if (!state) throw new Error(`Unknown rollout state ${text(row, 'state')}`);
  const lastDecision = textOrNull(row, 'last_decision');
  return {
    id: integer(row, 'id'),
    brand: text(row, 'brand'),
    remote: remoteOf(text(row, 'remote')),
    version: text(row, 'version'),
    pinVersion: text(row, 'pin_version'),
    steps,
    stepIndex,
    percent: steps[stepIndex] ?? 100,
    stepStartedAt: text(row, 'step_started_at'),
    stepBaseline: JSON.parse(text(row, 'step_baseline')) as Rollout['stepBaseline'],
    bakeMs: integer(row, 'bake_ms'),
    maxErrorRatio: Number(row.max_error_ratio),
    minLoads: integer(row, 'min_loads'),
    state,
    reason: text(row, 'reason'),
    startedBy: text(row, 'started_by'),
    startedAt: text(row, 'started_at'),
    firstAuditId: integer(row, 'first_audit_id'),
    autoPromote: integer(row, 'auto_promote') === 1,
    lastDecision: lastDecision === null ? null : (JSON.parse(lastDecision) as RolloutJudgement),
    endedAt: textOrNull(row, 'ended_at'),
  };
}
