import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useSession } from '../../auth/context.ts';
import { useDirectDownload } from '../../reports/useDirectDownload.ts';
import { screenHref } from '../../routing/listScreens.ts';
import { defaultPagePath, drillParam, encodeSegment, findSurvey } from '../../session/navigation.ts';
import { useNavigationState } from '../../session/store.tsx';
import { CampaignDetails } from './CampaignDetails.tsx';

const route = getRouteApi('/_signedIn/mailcampaign/$surveyExtName/$campaignId');

/** `/mailcampaign/{survey}/{campaignId}?fromPage=` (spec 3 section 2); another campaign gets a fresh machine. */
export function CampaignDetailsRouteScreen() {
  const { surveyExtName, campaignId } = route.useParams();
  const { fromPage } = route.useSearch();
  return <CampaignDetailsScreen key={`${surveyExtName}/${campaignId}`} surveyExtName={surveyExtName} campaignId={campaignId} fromPage={fromPage} />;
}

/** Back to the fromPage page, else where the user came from, else the survey's start page (spec 3 section 2). */
function useBack(surveyExtName: string, fromPage: string | undefined): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  const { identity } = useSession();
  const { nav } = useNavigationState();
  return () => {
    if (fromPage)
      void navigate({
        href: screenHref(fromPage, surveyExtName, drillParam(nav)),
      });
    else if (router.history.canGoBack()) router.history.back();
    else
      void navigate({
        href: defaultPagePath(findSurvey(identity, surveyExtName)),
      });
  };
}

/** The campaign details screen: the campaign with the session's calls, back as spec 3 section 2 says, rows opening interviews. */
export function CampaignDetailsScreen({ surveyExtName, campaignId, fromPage }: { surveyExtName: string; campaignId: number; fromPage?: string }) {
  const { api, identity } = useSession();
  const navigate = useNavigate();
  const back = useBack(surveyExtName, fromPage);
  const download = useDirectDownload();
  return (
    <CampaignDetails
      api={api}
      surveyExtName={surveyExtName}
      campaignId={campaignId}
      isRoot={identity.isRoot === true}
      onBack={back}
      onOpenInterview={(sampleId) =>
        void navigate({
          href: `/interview/${encodeSegment(surveyExtName)}/${sampleId}`,
        })
      }
      download={download}
    />
  );
}
