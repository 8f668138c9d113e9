import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ResultGroup } from '../../../schemas/api/interview-data.gen.ts';
import { FaceIcon } from './icons.tsx';
import { Section } from './Section.tsx';

/** Question groups at left, the selected group's answers at right, each with its face icon. */
export function ResultsSection({ groups }: { groups: ResultGroup[] }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const group = groups[Math.min(selected, groups.length - 1)];
  return (
    <Section id="results" title={<FormattedMessage id="interview.results" />}>
      {!group ? (
        <Typography color="text.secondary">
          <FormattedMessage id="interview.resultsNone" />
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, gap: 2 }}>
          <Tabs
            orientation="vertical"
            variant="scrollable"
            value={Math.min(selected, groups.length - 1)}
            onChange={(_e, v: number) => setSelected(v)}
            aria-label={intl.formatMessage({ id: 'interview.resultGroups' })}
            sx={{ borderRight: { sm: 1 }, borderColor: { sm: 'divider' } }}
          >
            {groups.map((g, i) => (
              <Tab key={i} label={g.label} id={`interview-result-tab-${i}`} aria-controls="interview-result-panel" sx={{ alignItems: 'flex-start', textAlign: 'left' }} />
            ))}
          </Tabs>
          <Box role="tabpanel" id="interview-result-panel" aria-labelledby={`interview-result-tab-${Math.min(selected, groups.length - 1)}`}>
            <List dense disablePadding>
              {group.answers.map((a) => (
                <ListItem key={a.label} secondaryAction={<Typography sx={{ fontWeight: 600 }}>{a.value || 'N/A'}</Typography>}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <FaceIcon face={a.icon} />
                  </ListItemIcon>
                  <ListItemText primary={a.label} />
                </ListItem>
              ))}
            </List>
          </Box>
        </Box>
      )}
    </Section>
  );
}
