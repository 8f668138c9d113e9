import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type SectionTitle = 'alerts.information' | 'alerts.interviewAnswers' | 'alerts.handling' | 'alerts.contact.title';

/** A titled card of the alert page; the heading names the region for screen readers. */
export function AlertSection({ title, children }: { title: SectionTitle; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} gutterBottom>
          <FormattedMessage id={title} />
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs as a description list. */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {items.map((it, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {it.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {it.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
