import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One titled part of the main card; its heading labels it for assistive technology. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`interview-${id}`} sx={{ py: 1.5 }} data-testid={`interview-${id}`}>
      <Typography variant="h6" component="h2" id={`interview-${id}`} sx={{ mb: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
