/**
 * Model-based testing for our machines with @xstate/graph (its graph traversal): the machine is the abstract model; the
 * system under test is the same machine running as an actor, with its side-effect actors replaced by
 * deferred promises the test settles and its clock simulated. For EVERY edge of the model's
 * adjacency map, the test walks the shortest path to the edge's source and then the edge, checking
 * after each step that the running actor is where the model says. `definedTransitions` lists what
 * the machine declares, so a test can prove each declared transition (and each guarded target) ran.
 */
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';

type Settle = { resolve(value: unknown): void; reject(error: unknown): void };

/** Fake promise actors, one per name; the test settles the pending one. */
export function deferredActors(names: readonly string[]) {
  const pending = new Map<string, Settle>();
  const calls: { name: string; input: unknown }[] = [];
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of names) {
    actors[name] = fromPromise(({ input }: { input: unknown }) => {
      calls.push({ name, input });
      return new Promise((resolve, reject) => pending.set(name, { resolve, reject }));
    });
  }
  const settle = (name: string): Settle => {
    const p = pending.get(name);
    if (!p) throw new Error(`No ${name} call is pending`);
    pending.delete(name);
    return p;
  };
  return {
    actors,
    calls,
    resolve: (name: string, value: unknown) => settle(name).resolve(value),
    reject: (name: string, error: unknown) => settle(name).reject(error),
  };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

const edgeKey = (source: string, eventType: string, target: string) => `${source} --${eventType}--> ${target}`;

export interface GraphState {
  /** The state node's id, e.g. `login.choosingUniverse`. */
  id: string;
  /** Its parent's id (null for the machine itself). */
  parent: string | null;
  type: AnyStateNode['type'];
  /** Whether its parent enters it first. */
  initial: boolean;
}

export interface GraphTransition {
  /** The `definedTransitions` key. */
  key: string;
  source: string;
  eventType: string;
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[];
  /** The guard's name, when the transition has one. */
  guard?: string;
}

/** The states and declared transitions of a machine, read from its definition (one transition per candidate target). */
export function machineGraph(machine: AnyStateMachine): { states: GraphState[]; transitions: GraphTransition[] } {
  const nodes = allNodes(machine.root);
  const states = nodes.map((node) => ({
    id: node.id,
    parent: node.parent?.id ?? null,
    type: node.type,
    initial: node.parent?.initial?.target.some((t) => t === node) ?? false,
  }));
  const transitions = new Map<string, GraphTransition>();
  for (const node of nodes) {
    for (const [eventType, list] of node.transitions) {
      for (const t of list) {
        const targets = t.target?.map((n) => n.id) ?? [];
        const key = edgeKey(node.id, eventType, targets.length ? targets.join(',') : '(self)');
        const guard = typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string } | undefined)?.type;
        if (!transitions.has(key)) transitions.set(key, { key, source: node.id, eventType, targets, ...(guard ? { guard } : {}) });
      }
    }
  }
  return { states, transitions: [...transitions.values()] };
}

/** Every transition the machine declares, one entry per candidate target (guarded lists give several). */
export function definedTransitions(machine: AnyStateMachine): string[] {
  return machineGraph(machine)
    .transitions.map((t) => t.key)
    .sort();
}

/** Which declared transitions an event takes from a snapshot. */
function takenTransitions(snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return snapshot.machine
    .getTransitionData(snapshot, event)
    .map((t) => edgeKey(t.source.id, String(t.eventType), t.target?.map((n) => n.id).join(',') ?? '(self)'));
}

export interface CoverageOptions<TInput> {
  machine: AnyStateMachine;
  input?: TInput;
  /** Names of the promise actors to replace with deferred fakes. */
  actorNames: readonly string[];
  /** Actions to replace (e.g. side effects like clearing a token), recorded by name. */
  actionNames?: readonly string[];
  /** The events the model may take in a snapshot (user events and actor outcomes). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** Serialises a snapshot for the graph; value plus the context that guards read. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Extra checks of the running actor against the model after each step. */
  check?: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => void;
}

export interface EdgeCase {
  description: string;
  /** The declared transitions the path takes in the model (what `run` takes on the actor when it passes). */
  transitions: string[];
  run(): Promise<{ taken: string[]; actions: string[] }>;
}

/**
 * A machine's test model: the machine, the fakes of its side effects, the events the graph may take and
 * how a snapshot is told apart. The model-based tests walk it (adding their checks) and the Storybook
 * Machines section plays it and lists what it covers: one graph for both. One model per input walked.
 */
export interface MachineModel<TInput = unknown> extends Omit<CoverageOptions<TInput>, 'check'> {
  /** The input's name when a machine is walked with several. */
  variant?: string;
  /** Keeps only some of this input's edges (e.g. only the resumed session's for a second input). */
  keep?: (edge: EdgeCase) => boolean;
}

/** The edge cases of a model with the tests' checks added, only the edges the model keeps. */
export function modelEdgeCases(model: MachineModel, check?: CoverageOptions<unknown>['check']): EdgeCase[] {
  const cases = edgeCases({ ...model, check });
  return model.keep ? cases.filter(model.keep) : cases;
}

/**
 * Transitions a machine declares that no test can take, each with the reason, from the machine's own
 * `meta.untestable` (an object from the `definedTransitions` key to why).
 */
export function untestableTransitions(machine: AnyStateMachine): Record<string, string> {
  return ((machine.root.meta as { untestable?: Record<string, string> } | undefined)?.untestable ?? {}) as Record<string, string>;
}

export interface TransitionCoverage extends GraphTransition {
  /** How many of the models' edge cases take it on their way. */
  cases: number;
  /** Why no test can take it, when the machine says so. */
  untestable?: string;
}

/** Every declared transition of the models' machine with how many model-based test cases take it. */
export function transitionCoverage(models: readonly MachineModel[]): TransitionCoverage[] {
  const machine = models[0]!.machine;
  const count = new Map<string, number>();
  for (const model of models) for (const c of modelEdgeCases(model)) for (const t of new Set(c.transitions)) count.set(t, (count.get(t) ?? 0) + 1);
  const untestable = untestableTransitions(machine);
  return machineGraph(machine)
    .transitions.sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((t) => ({ ...t, cases: count.get(t.key) ?? 0, ...(untestable[t.key] ? { untestable: untestable[t.key] } : {}) }));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One runnable case per edge of the model (shortest path to its source, then the edge). */
export function edgeCases<TInput>(opts: CoverageOptions<TInput>): EdgeCase[] {
  // The graph functions, not createTestModel: that one refuses machines with invocations and delays.
  const traversal = { input: opts.input, events: opts.events, serializeState: opts.serialize } as never;
  const shortest = getShortestPaths(opts.machine, traversal);
  const pathTo = new Map(shortest.map((p) => [opts.serialize(p.state as AnyMachineSnapshot), p.steps]));
  const adjacency = getAdjacencyMap(opts.machine, traversal) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const cases: EdgeCase[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = pathTo.get(key);
    // A finished actor takes no more events, whatever the pure transition function says.
    if (!prefix || state.status !== 'active') continue;
    for (const { event, state: next } of Object.values(transitions)) {
      if (takenTransitions(state, event).length === 0) continue; // not handled there
      const steps = [...prefix.map((s) => ({ event: s.event as EventObject, state: s.state as AnyMachineSnapshot })), { event, state: next }];
      // A path starts with xstate.init into the initial state; each later step leaves the state of the one before.
      const transitions = steps.slice(1).flatMap((step, i) => takenTransitions(steps[i]!.state, step.event));
      cases.push({
        transitions,
        description: `${JSON.stringify(state.value)} + ${event.type}${'output' in event ? `(${JSON.stringify((event as { output: unknown }).output)?.slice(0, 40)})` : ''} → ${JSON.stringify(next.value)}`,
        run: () => runSteps(opts, steps),
      });
    }
  }
  return cases;
}

/**
 * The machine running as an actor with deferred fake actors, recorded actions and a simulated clock, driven
 * by the model's events: a user event is sent, an actor's done or error event settles its fake, a delayed
 * event moves the clock. The tests walk their paths with it; the Storybook player lets QA press each event.
 */
export async function startModelActor<TInput>(opts: Pick<CoverageOptions<TInput>, 'machine' | 'input' | 'actorNames' | 'actionNames'>) {
  const fakes = deferredActors(opts.actorNames);
  const actions: string[] = [];
  const replaced = Object.fromEntries((opts.actionNames ?? []).map((name) => [name, () => void actions.push(name)]));
  const clock = new SimulatedClock();
  const actor = createActor(opts.machine.provide({ actors: fakes.actors, actions: replaced } as never), { input: opts.input, clock });
  actor.start();
  await flush();
  /** Takes one event; answers the declared transitions it took. */
  const step = async (event: EventObject): Promise<string[]> => {
    const before = actor.getSnapshot();
    const taken = takenTransitions(before, event);
    const type = event.type;
    if (type.startsWith('xstate.done.actor.')) fakes.resolve(type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
    else if (type.startsWith('xstate.error.actor.')) fakes.reject(type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
    else if (type.startsWith('xstate.after.')) clock.increment(Number(/^xstate\.after\.(\d+)\./.exec(type)?.[1] ?? NaN) || delayOf(before, type));
    else actor.send(event);
    await flush();
    return taken;
  };
  return { actor, fakes, actions, step };
}

/** The events of the model the snapshot handles (those that take a declared transition there). */
export function acceptedEvents(snapshot: AnyMachineSnapshot, events: (snapshot: AnyMachineSnapshot) => EventObject[]): EventObject[] {
  return snapshot.status === 'active' ? events(snapshot).filter((event) => takenTransitions(snapshot, event).length > 0) : [];
}

async function runSteps<TInput>(opts: CoverageOptions<TInput>, steps: { event: EventObject; state: AnyMachineSnapshot }[]) {
  const { actor, actions, step: take } = await startModelActor(opts);
  const taken: string[] = [];
  for (const [i, step] of steps.entries()) {
    taken.push(...(await take(step.event)));
    const type = step.event.type;
    const actual = actor.getSnapshot();
    if (JSON.stringify(actual.value) !== JSON.stringify(step.state.value)) {
      throw new Error(`step ${i + 1} (${type}): the actor is in ${JSON.stringify(actual.value)}, the model in ${JSON.stringify(step.state.value)}`);
    }
    opts.check?.(actual, step.state);
  }
  actor.stop();
  return { taken, actions };
}

/** The delay in ms of a named delayed transition (`xstate.after.<delay>.<state id>`). */
function delayOf(snapshot: AnyMachineSnapshot, eventType: string): number {
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const after of node.after) {
      if (after.eventType === eventType) {
        const delay = after.delay;
        const delays = (snapshot.machine.implementations.delays ?? {}) as Record<string, unknown>;
        const named = typeof delay === 'string' ? delays[delay] : delay;
        return typeof named === 'number' ? named : Number(named);
      }
    }
  }
  throw new Error(`No delayed transition ${eventType}`);
}

/**
 * The outcomes the model may see from the actors the snapshot's states invoke: one done event per
 * output `outputsOf` gives for the actor (none when it gives none), then one error event. The
 * machine tests all built this loop by hand; here it is once, next to `delayedEvents`.
 */
export function invokedActorEvents(snapshot: AnyMachineSnapshot, outputsOf: (actorId: string) => readonly unknown[], error: unknown): EventObject[] {
  const out: EventObject[] = [];
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const invoke of node.invoke) {
      for (const output of outputsOf(invoke.id)) out.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject);
      out.push({ type: `xstate.error.actor.${invoke.id}`, error } as EventObject);
    }
  }
  return out;
}

/** The delayed events the snapshot's states wait for. */
export function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return (snapshot._nodes as AnyStateNode[]).flatMap((node) => node.after.map((a) => ({ type: a.eventType as string })));
}
