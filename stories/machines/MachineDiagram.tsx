/**
 * A machine's states and declared transitions drawn from its definition (`machineGraph`), never by hand:
 * states in columns by how many transitions from the start they are, each transition an arrow labelled
 * with its event (and guard). The current states are filled, the transitions no test takes dashed red.
 */
import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineGraph, type GraphState, type GraphTransition } from '../../machines/testing/transitionCoverage';

const BOX_W = 190;
const BOX_H = 34;
const COL_GAP = 150;
const ROW_GAP = 30;
const PAD = 20;

/** What an author reads for an event: actor outcomes and delays in words, user events as they are. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1]!) ? ' ms' : ''}`;
  return eventType;
}

/** A state's name without the machine's id in front. */
export const stateName = (machine: AnyStateMachine, id: string) => (id === machine.id ? '(machine)' : id.slice(machine.id.length + 1));

/** Columns by distance from the initial state: being in a child is being in its parent, entering a parent enters its initial child. */
export function layoutColumns(states: GraphState[], transitions: GraphTransition[]): Map<string, number> {
  const byId = new Map(states.map((s) => [s.id, s]));
  const column = new Map<string, number>();
  const queue: string[] = [];
  const reach = (id: string, depth: number) => {
    if (column.has(id)) return;
    column.set(id, depth);
    queue.push(id);
    const state = byId.get(id);
    for (const child of states) if (child.parent === id && child.initial) reach(child.id, depth);
    if (state?.parent && byId.get(state.parent)?.parent !== null && !column.has(state.parent)) reach(state.parent, depth);
  };
  for (const s of states) if (s.parent !== null && byId.get(s.parent)?.parent === null && s.initial) reach(s.id, 0);
  while (queue.length) {
    const id = queue.shift()!;
    for (const t of transitions) if (t.source === id) for (const target of t.targets) reach(target, column.get(id)! + 1);
  }
  const last = Math.max(0, ...column.values()) + 1;
  for (const s of states) if (s.parent !== null && !column.has(s.id)) column.set(s.id, last);
  return column;
}

export function MachineDiagram({ machine, current = [], untaken = new Set(), taken = new Set() }: { machine: AnyStateMachine; current?: readonly string[]; untaken?: ReadonlySet<string>; taken?: ReadonlySet<string> }) {
  const { states, transitions, position, width, height } = useMemo(() => {
    const graph = machineGraph(machine);
    const columns = layoutColumns(graph.states, graph.transitions);
    const rows = new Map<number, number>();
    const position = new Map<string, { x: number; y: number }>();
    for (const s of graph.states) {
      const col = columns.get(s.id);
      if (col === undefined) continue;
      const row = rows.get(col) ?? 0;
      rows.set(col, row + 1);
      position.set(s.id, { x: PAD + col * (BOX_W + COL_GAP), y: PAD + row * (BOX_H + ROW_GAP) });
    }
    const width = PAD * 2 + (Math.max(0, ...columns.values()) + 1) * (BOX_W + COL_GAP) - COL_GAP;
    const height = PAD * 2 + Math.max(1, ...rows.values()) * (BOX_H + ROW_GAP);
    return { states: graph.states.filter((s) => s.parent !== null), transitions: graph.transitions, position, width, height };
  }, [machine]);
  const active = new Set(current);
  return (
    <svg width={width} height={height} role="img" aria-label={`States and transitions of the ${machine.id} machine`} style={{ fontFamily: 'sans-serif', fontSize: 11, maxWidth: 'none' }}>
      <defs>
        <marker id={`arrow-${machine.id}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#555" />
        </marker>
      </defs>
      {transitions.flatMap((t, i) =>
        (t.targets.length ? t.targets : [t.source]).map((target) => {
          const a = position.get(t.source);
          const b = position.get(target);
          if (!a || !b) return null;
          const colour = taken.has(t.key) ? '#0a7d32' : untaken.has(t.key) ? '#b00020' : '#555';
          const dash = untaken.has(t.key) ? '4 3' : undefined;
          const label = `${eventLabel(t.eventType)}${t.guard ? ` [${t.guard}]` : ''}`;
          if (target === t.source) {
            const x = a.x + BOX_W;
            const y = a.y + BOX_H / 2;
            return (
              <g key={`${t.key} ${i}`} data-transition={t.key}>
                <path d={`M ${x} ${y - 6} c 30 -24 30 24 0 12`} fill="none" stroke={colour} strokeDasharray={dash} markerEnd={`url(#arrow-${machine.id})`} />
                <text x={x + 26} y={y + 4 + (i % 3) * 11 - 11} fill={colour}>
                  {label}
                </text>
              </g>
            );
          }
          const forward = b.x > a.x;
          const x1 = forward ? a.x + BOX_W : a.x;
          const x2 = forward ? b.x : b.x + BOX_W;
          const y1 = a.y + BOX_H / 2 + ((i % 5) - 2) * 3;
          const y2 = b.y + BOX_H / 2 + ((i % 5) - 2) * 3;
          const bend = forward ? 0 : 60 + (i % 4) * 14;
          const d = b.x === a.x ? `M ${a.x} ${y1} C ${a.x - 60} ${y1} ${a.x - 60} ${y2} ${a.x} ${y2}` : `M ${x1} ${y1} C ${(x1 + x2) / 2} ${y1 - bend} ${(x1 + x2) / 2} ${y2 - bend} ${x2} ${y2}`;
          const mx = b.x === a.x ? a.x - 48 : (x1 + x2) / 2;
          const my = (y1 + y2) / 2 - bend * 0.75;
          return (
            <g key={`${t.key} ${target} ${i}`} data-transition={t.key}>
              <path d={d} fill="none" stroke={colour} strokeDasharray={dash} markerEnd={`url(#arrow-${machine.id})`} />
              <text x={mx} y={my} textAnchor="middle" fill={colour} stroke="white" strokeWidth={3} paintOrder="stroke">
                {label}
              </text>
            </g>
          );
        }),
      )}
      {states.map((s) => {
        const p = position.get(s.id);
        if (!p) return null;
        const on = active.has(s.id);
        return (
          <g key={s.id} data-state={s.id} data-active={on || undefined}>
            <rect x={p.x} y={p.y} width={BOX_W} height={BOX_H} rx={s.type === 'final' ? 16 : 6} fill={on ? '#1565c0' : s.type === 'compound' || s.type === 'parallel' ? '#eef3fb' : 'white'} stroke="#1565c0" strokeWidth={s.initial ? 2.5 : 1} />
            <text x={p.x + BOX_W / 2} y={p.y + BOX_H / 2 + 4} textAnchor="middle" fill={on ? 'white' : '#111'} fontSize={12}>
              {stateName(machine, s.id)}
              {s.type === 'final' ? ' (final)' : ''}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
