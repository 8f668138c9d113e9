/**
 * A list of actions as the action widgets show them (spec 2 section 3, Action): each row a button that opens the
 * action (or, for a suggestion, a new action of its item), its title, goal, value and deadline; a closed one with
 * its verdict.
 */
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen.ts';

export type { ActionSummary };

const STATE_COLOUR = { 1: 'success', 2: 'error' } as const;

function Details({ action }: { action: ActionSummary }) {
  const intl = useIntl();
  const goal = intl.formatMessage({ id: 'widget.actions.goal' }, { goal: action.goalText });
  if (action.state !== 0) {
    return (
      <>
        <Chip size="small" variant="outlined" color={STATE_COLOUR[action.state]} label={intl.formatMessage({ id: action.state === 1 ? 'widget.actions.completed' : 'widget.actions.failed' })} sx={{ mr: 1 }} />
        {[goal, intl.formatMessage({ id: 'widget.actions.value' }, { value: action.endValueText }), action.periodText].join(' · ')}
      </>
    );
  }
  return <>{[goal, intl.formatMessage({ id: 'widget.actions.now' }, { value: action.endValueText }), intl.formatMessage({ id: 'widget.actions.deadline' }, { date: action.deadlineText }), action.filterText].filter(Boolean).join(' · ')}</>;
}

export function ActionRows({ label, actions, onOpen }: { label: string; actions: ActionSummary[]; onOpen: (action: ActionSummary) => void }) {
  return (
    <List dense disablePadding aria-label={label}>
      {actions.map((action) => (
        <ListItem key={action.id === 0 ? `suggestion:${action.extname}` : action.id} disablePadding>
          <ListItemButton onClick={() => onOpen(action)} sx={{ borderRadius: 1 }}>
            <ListItemText primary={action.variableText} secondary={<Details action={action} />} slotProps={{ secondary: { component: 'span' } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** A list's heading, or what it says when empty. */
export function ActionListHeading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

export function EmptyNote({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
      {children}
    </Typography>
  );
}
