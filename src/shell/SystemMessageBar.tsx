import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SystemMessage } from '../auth/types.ts';
import { Icon, pageIcon } from './icons.tsx';

/** The system message bar: the server's text (already in the user's locale), its colours, link and icon. */
export function SystemMessageBar({ message }: { message: SystemMessage }) {
  const intl = useIntl();
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage({ id: 'shell.systemMessage' })}
      data-testid="system-message"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 2, py: { xs: 0.5, sm: 1 }, bgcolor: message.backgroundColor, color: message.textColor }}
    >
      {message.icon && <Icon name={message.icon === 'info' ? 'info' : pageIcon(message.icon)} fontSize="small" />}
      <Typography variant="body2">
        {message.text}
        {message.link && (
          <>
            {' '}
            <Link href={message.link} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', textDecorationColor: 'currentColor' }}>
              {intl.formatMessage({ id: 'shell.systemMessageLink' })}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}
