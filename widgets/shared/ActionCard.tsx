import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The card of an action widget: its title as the section's name, buttons beside it, then the lists. */
export function ActionCard({ title, buttons, children }: { title: string; buttons?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {buttons}
      </Box>
      {children}
    </Paper>
  );
}

/** "Add action": where actions can be written and the user may edit them. */
export function AddActionButton({ show, onClick }: { show: boolean; onClick: () => void }) {
  const intl = useIntl();
  return show ? (
    <Button size="small" variant="contained" onClick={onClick}>
      {intl.formatMessage({ id: 'widget.actions.add' })}
    </Button>
  ) : null;
}
