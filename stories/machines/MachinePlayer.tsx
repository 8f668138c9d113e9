/**
 * QA's view of one machine: its diagram, a player (the machine running with its actors replaced by the
 * model's controllable fakes: every event the current state accepts is a button, an actor's answer or
 * failure and a delay's end included) with its state and context, and every declared transition with how
 * many model-based test cases take it (the same model the tests walk, machines/<file>.model.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineEntry } from '../../machines/models';
import { acceptedEvents, startModelActor, transitionCoverage } from '../../machines/testing/transitionCoverage';
import { eventLabel, MachineDiagram, stateName } from './MachineDiagram';

type Running = Awaited<ReturnType<typeof startModelActor>>;

/** An event as a button says it: its label and, for an answer or a user event, what it carries. */
export function eventButtonText(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const payload = 'output' in rest ? rest.output : 'error' in rest ? (rest.error as Error)?.message : Object.keys(rest).length ? rest : undefined;
  const text = payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload);
  return `${eventLabel(type)}${text ? `: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}` : ''}`;
}

const showContext = (context: unknown) => JSON.stringify(context, (_k, v: unknown) => (v instanceof Error ? `Error: ${v.message}` : v), 2);

export function MachinePlayer({ entry }: { entry: MachineEntry }) {
  const { machine, models } = entry;
  const [variant, setVariant] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [running, setRunning] = useState<Running | null>(null);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const model = models[Math.min(variant, models.length - 1)]!;

  useEffect(() => {
    let live = true;
    let stop = () => {};
    void startModelActor(model).then((run) => {
      if (!live) return run.actor.stop();
      const subscription = run.actor.subscribe((s) => setSnapshot(s));
      stop = () => {
        subscription.unsubscribe();
        run.actor.stop();
      };
      setRunning(run);
      setSnapshot(run.actor.getSnapshot());
      setTaken([]);
    });
    return () => {
      live = false;
      stop();
    };
  }, [model, restarts]);

  const coverage = useMemo(() => transitionCoverage(models), [models]);
  const untaken = useMemo(() => new Set(coverage.filter((c) => c.cases === 0).map((c) => c.key)), [coverage]);
  const accepted = snapshot ? acceptedEvents(snapshot, model.events) : [];
  const current = snapshot ? (snapshot._nodes as { id: string }[]).map((n) => n.id) : [];

  const send = async (event: EventObject) => {
    if (!running) return;
    setBusy(true);
    const keys = await running.step(event);
    setTaken((before) => [...before, ...keys]);
    setSnapshot(running.actor.getSnapshot());
    setBusy(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        The {machine.id} machine (machines/{entry.file}.machine.ts)
      </Typography>
      <Paper variant="outlined" sx={{ p: 1, overflowX: 'auto' }} data-testid="machine-diagram">
        <MachineDiagram machine={machine} current={current} untaken={untaken} taken={new Set(taken)} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Play it
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            {models.length > 1 && (
              <TextField select size="small" label="Input" value={variant} onChange={(e) => setVariant(Number(e.target.value))} sx={{ minWidth: 200 }}>
                {models.map((m, i) => (
                  <MenuItem key={i} value={i}>
                    {m.variant ?? 'default'}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button variant="outlined" size="small" onClick={() => setRestarts((n) => n + 1)}>
              Start again
            </Button>
          </Box>
          <Typography data-testid="machine-state">
            State: <strong>{snapshot ? JSON.stringify(snapshot.value) : '…'}</strong>
            {snapshot && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
          </Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Events this state accepts
          </Typography>
          {snapshot && accepted.length === 0 && <Alert severity="info">None: the machine stops here.</Alert>}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'start' }} data-testid="machine-events">
            {accepted.map((event, i) => (
              <Button key={i} size="small" variant="outlined" disabled={busy} onClick={() => void send(event)} sx={{ textTransform: 'none', textAlign: 'left' }}>
                {eventButtonText(event)}
              </Button>
            ))}
          </Box>
          {running && running.actions.length > 0 && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              Side-effect actions run: {running.actions.join(', ')}
            </Typography>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Context
          </Typography>
          <Box component="pre" sx={{ fontSize: 12, m: 0, maxHeight: 400, overflow: 'auto', bgcolor: 'grey.100', p: 1 }} data-testid="machine-context" tabIndex={0}>
            {snapshot ? showContext(snapshot.context) : ''}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Transitions and the tests that take them
          </Typography>
          <Typography variant="body2" gutterBottom>
            {coverage.filter((c) => c.cases > 0).length} of {coverage.length} declared transitions are taken by the model-based tests
            ({entry.file}.machine.test.ts walks every edge of the model in {entry.file}.model.ts).
          </Typography>
          <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 12, '& td, & th': { borderBottom: '1px solid #ddd', p: 0.5, textAlign: 'left', verticalAlign: 'top' } }} data-testid="machine-coverage">
            <thead>
              <tr>
                <th>From</th>
                <th>Event</th>
                <th>To</th>
                <th>Test cases</th>
              </tr>
            </thead>
            <tbody>
              {coverage.map((c) => {
                return (
                  <tr key={c.key} data-covered={c.cases > 0}>
                    <td>{stateName(machine, c.source)}</td>
                    <td>
                      {eventLabel(c.eventType)}
                      {c.guard ? ` [${c.guard}]` : ''}
                    </td>
                    <td>{c.targets.length ? c.targets.map((t) => stateName(machine, t)).join(', ') : '(stays)'}</td>
                    <td>{c.cases > 0 ? c.cases : c.untestable ? `untestable: ${c.untestable}` : 'none'}</td>
                  </tr>
                );
              })}
            </tbody>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
