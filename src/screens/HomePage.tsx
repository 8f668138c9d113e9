import { FormattedMessage } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSession } from '../auth/context.ts';
import { displayName, universeTitle } from '../auth/types.ts';

/** The start page for now: a welcome card naming the universe the user is signed in to. */
export function HomePage() {
  const { identity } = useSession();
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          <FormattedMessage id="home.welcome" values={{ name: displayName(identity) }} />
        </Typography>
        <Typography data-testid="universe-title">
          <FormattedMessage id="home.signedInTo" values={{ universe: universeTitle(identity) }} />
        </Typography>
      </CardContent>
    </Card>
  );
}
