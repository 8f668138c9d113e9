import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEngine } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { actionsKey, evaluateActions } from '../../src/api/actions.ts';
import type { ActionEvaluation } from '../../schemas/api/action-evaluation.gen.ts';

type Outcome = { kind: 'done'; result: ActionEvaluation } | { kind: 'failed'; message: string } | null;

/** Root's 'evaluate' (spec 2 section 6): closes the actions past their deadline, then every action view reads again. */
export function useEvaluate() {
  const intl = useIntl();
  const { fetchJson, surveyExtName } = useEngine();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const result = await evaluateActions(readerOf(fetchJson), surveyExtName);
      await queryClient.invalidateQueries({ queryKey: actionsKey(surveyExtName) });
      setOutcome({ kind: 'done', result });
    } catch (err) {
      setOutcome({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setRunning(false);
    }
  };
  const button = (
    <Button size="small" variant="outlined" disabled={running} onClick={() => void run()}>
      {intl.formatMessage({ id: 'widget.actionManager.evaluate' })}
    </Button>
  );
  const message =
    outcome?.kind === 'done' ? (
      <Alert severity="success" role="status" onClose={() => setOutcome(null)} sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'widget.actionManager.evaluated' }, { ...outcome.result })}
      </Alert>
    ) : outcome?.kind === 'failed' ? (
      <Alert severity="error" role="alert" onClose={() => setOutcome(null)} sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'widget.actionManager.evaluateFailed' }, { message: outcome.message })}
      </Alert>
    ) : null;
  return { button, message };
}
