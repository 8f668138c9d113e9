import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { usernameChangeMachine, usernameProblem } from '../../../machines/username-change.machine.ts';
import { changeUsername, checkEmailAvailability } from '../../api/users.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';

const PROBLEM_TEXT: Record<'mandatory' | 'email' | 'inUse', MessageId> = { mandatory: 'users.username.mandatory', email: 'users.username.email', inUse: 'users.username.inUse' };

/** Root's change-username dialog, driven by the username-change machine (500 ms debounced availability check). */
export function ChangeUsernameDialog({ surveyExtName, current, onClose }: { surveyExtName: string; current: string; onClose(changed: string | null): void }) {
  const { api } = useSession();
  const intl = useIntl();
  const machine = useMemo(
    () =>
      usernameChangeMachine.provide({
        actors: {
          checkAvailability: fromPromise(({ input }: { input: { email: string } }) => checkEmailAvailability(api, surveyExtName, input.email)),
          changeUsername: fromPromise(({ input }: { input: { oldUsername: string; newUsername: string } }) => changeUsername(api, surveyExtName, input.oldUsername, input.newUsername)),
        },
      }),
    [api, surveyExtName],
  );
  const [state, send] = useMachine(machine, { input: { current } });
  const problem = usernameProblem(state.context);
  const checking = state.matches({ editing: 'waiting' }) || state.matches({ editing: 'checking' });
  const saved = state.matches('saved');
  const shown = problem && problem !== 'unchanged' ? PROBLEM_TEXT[problem] : null;
  return (
    <Dialog open onClose={() => onClose(saved ? state.context.current : null)} aria-labelledby="change-username-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-username-title">
        <FormattedMessage id="users.changeUsername" />
      </DialogTitle>
      <DialogContent>
        {saved && <Alert severity="success"><FormattedMessage id="users.username.updated" /></Alert>}
        {state.context.error && <Alert severity="error">{state.context.error}</Alert>}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={intl.formatMessage({ id: 'users.username.new' })}
          value={state.context.value}
          disabled={saved || state.matches('saving')}
          error={Boolean(shown)}
          helperText={shown ? intl.formatMessage({ id: shown }) : checking ? intl.formatMessage({ id: 'users.username.checking' }) : ' '}
          onChange={(e) => send({ type: 'TYPE', value: e.target.value })}
          data-testid="new-username"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(saved ? state.context.current : null)}>
          <FormattedMessage id="common.close" />
        </Button>
        {!saved && (
          <Button variant="contained" disabled={problem !== null || checking || state.context.available !== true || state.matches('saving')} onClick={() => send({ type: 'SAVE' })} data-testid="save-username">
            <FormattedMessage id="common.save" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
