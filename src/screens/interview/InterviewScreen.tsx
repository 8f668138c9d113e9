/**
 * The interview page `/interview/{surveyExtName}/{interviewId}` (spec 1 section 2.9): back button, header card,
 * side card with related interviews, main card, background-info and add-comment dialogs. Loaded with its route.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../auth/context.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { responseNumber } from '../../../core/interview.ts';
import { BackgroundDialog } from './BackgroundDialog.tsx';
import { HeaderCard } from './HeaderCard.tsx';
import { InterviewIcon } from './icons.tsx';
import { interviewQuery } from '../../api/interviews.ts';
import { MainCard } from './MainCard.tsx';
import { SideCard } from './SideCard.tsx';

const route = getRouteApi('/_signedIn/interview/$surveyExtName/$interviewId');

export function InterviewScreen() {
  const { surveyExtName, interviewId } = route.useParams();
  // A new interview gets a fresh screen: dialogs and the chosen result group do not carry over.
  return <Interview key={`${surveyExtName}/${interviewId}`} surveyExtName={surveyExtName} interviewId={interviewId} />;
}

function Interview({ surveyExtName, interviewId }: { surveyExtName: string; interviewId: number }) {
  const intl = useIntl();
  const { api } = useSession();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const query = useQuery(interviewQuery(api, surveyExtName, interviewId));
  const [backgroundOpen, setBackgroundOpen] = useState(false);

  // Back where the user came from; opened directly (a shared link, a reload of a new tab), back to the unit's ranking.
  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ href: `/ranking/${encodeSegment(surveyExtName)}/${encodeSegment(query.data?.unitPath ?? 'all')}` });
  };

  let body;
  if (query.isPending) {
    body = (
      <Box aria-busy="true" aria-label={intl.formatMessage({ id: 'interview.loading' })}>
        <Skeleton variant="rounded" height={140} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, mt: 2 }}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </Box>
    );
  } else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const id = status === 403 ? 'interview.forbidden' : status === 404 ? 'interview.notFound' : 'interview.failed';
    body = (
      <Alert
        severity={status === 403 || status === 404 ? 'warning' : 'error'}
        role="alert"
        action={
          status === 403 || status === 404 ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          )
        }
      >
        <FormattedMessage id={id} values={{ message: errorMessage(query.error, intl) }} />
      </Alert>
    );
  } else {
    const data = query.data;
    body = (
      <>
        <HeaderCard data={data} surveyExtName={surveyExtName} interviewId={interviewId} onShowBackground={() => setBackgroundOpen(true)} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2, mt: 2, alignItems: 'start' }}>
          <MainCard data={data} surveyExtName={surveyExtName} interviewId={interviewId} />
          <SideCard data={data} surveyExtName={surveyExtName} />
        </Box>
        <BackgroundDialog open={backgroundOpen} groups={data.backgroundGroups} onClose={() => setBackgroundOpen(false)} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="interview-title" data-testid="interview-page">
      <Button startIcon={<InterviewIcon name="back" />} onClick={back} sx={{ mb: 1 }}>
        <FormattedMessage id="common.back" />
      </Button>
      {!query.isSuccess && (
        <Box component="h1" id="interview-title" sx={{ typography: 'h5', m: 0, mb: 2 }}>
          <FormattedMessage id="interview.title" values={{ id: responseNumber(interviewId) }} />
        </Box>
      )}
      {body}
    </Box>
  );
}
