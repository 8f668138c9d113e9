/**
 * The mail campaign details page component (spec 2 component type "mail campaign details", spec 3 section 2): the
 * campaign details screen's own part (src/screens/campaigns/CampaignDetails.tsx) inside a page, for the campaign its
 * config names or else the page's `?campaignId=` (a deep link that survives a reload). Without either it offers the
 * survey's campaigns to choose from; back returns to that choice. The part loads when a campaign first shows.
 */
import { lazy, Suspense, useContext, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  DataView,
  useComponentData,
  useEngine,
  useLocalized,
  type WidgetProps,
} from "../../engine/index.tsx";
import type { MailCampaignDetailsConfig } from "../../schemas/components/mailCampaignDetails/config.gen.ts";
import { AuthContext } from "../../src/auth/context.ts";
import { editorOf, readerOf, type ApiEditor } from "../../src/api/client.ts";
import {
  campaignListQuery,
  type CampaignDetails,
} from "../../src/api/campaigns.ts";
import { useDirectDownload } from "../../src/reports/useDirectDownload.ts";
import { screenHref } from "../../src/routing/listScreens.ts";
import { encodeSegment } from "../../src/session/navigation.ts";
import { errorMessage } from "../../src/shell/errorMessage.ts";
import type { CampaignDetailsProps } from "../../src/screens/campaigns/CampaignDetails.tsx";
import { useQueryContext } from "../shared/queryContext.ts";
import { fixtureCampaignApi } from "./fixtureApi.ts";
import { mailCampaignDetailsQuery } from "./query.ts";

// The machine, the editor and the dialogs stay out of the page's chunk until a campaign shows; the page loaded their words.
const LazyCampaignDetails = lazy(() =>
  import("../../src/screens/campaigns/CampaignDetails.tsx").then((m) => ({
    default: m.CampaignDetails,
  })),
);

/** With a session, the report downloads with its token; in a story or test there is none, and no download button. */
function SignedInDetails(props: CampaignDetailsProps) {
  return <LazyCampaignDetails {...props} download={useDirectDownload()} />;
}

function Details({
  id,
  campaignId,
  fromConfig,
}: {
  id: string;
  campaignId: number;
  fromConfig: boolean;
}) {
  const intl = useIntl();
  const {
    surveyExtName,
    drillPath,
    pageId,
    user,
    fixtures,
    fetchJson,
    openScreen,
  } = useEngine();
  const signedIn = useContext(AuthContext)?.state.status === "signed-in";
  const api = useMemo<ApiEditor>(
    () =>
      fixtures
        ? fixtureCampaignApi(
            fixtures,
            id,
            intl.formatMessage({ id: "widget.mailCampaignDetails.example" }),
          )
        : editorOf(fetchJson),
    [fixtures, id, fetchJson, intl],
  );
  const props: CampaignDetailsProps = {
    api,
    surveyExtName,
    campaignId,
    isRoot: user.isRoot,
    headingLevel: "h2",
    // Back (and after delete) to the page's choice of campaign; a campaign the config names stays.
    onBack:
      !fromConfig && openScreen && pageId
        ? () => openScreen(screenHref(pageId, surveyExtName, drillPath))
        : undefined,
    onOpenInterview: (sampleId) =>
      openScreen?.(`/interview/${encodeSegment(surveyExtName)}/${sampleId}`),
  };
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={160}
          role="progressbar"
          aria-label={intl.formatMessage({ id: "campaign.details.loading" })}
        />
      }
    >
      {signedIn ? (
        <SignedInDetails {...props} />
      ) : (
        <LazyCampaignDetails {...props} />
      )}
    </Suspense>
  );
}

/** No campaign named: the survey's campaigns (the list call, shared with the list component) to open one here. */
function CampaignChoice({ id }: { id: string }) {
  const intl = useIntl();
  const { surveyExtName, drillPath, pageId, fetchJson, openScreen } =
    useEngine();
  const list = useQuery(
    campaignListQuery(readerOf(fetchJson), surveyExtName, id, drillPath),
  );
  if (list.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={56}
        role="progressbar"
        aria-label={intl.formatMessage({ id: "campaign.list.loading" })}
      />
    );
  if (list.isError)
    return <Alert severity="error">{errorMessage(list.error, intl)}</Alert>;
  if (list.data.rows.length === 0)
    return (
      <Alert severity="info">
        {intl.formatMessage({ id: "campaign.list.empty" })}
      </Alert>
    );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: "widget.mailCampaignDetails.choose" })}
      </Typography>
      <TextField
        select
        size="small"
        sx={{ minWidth: 280 }}
        label={intl.formatMessage({
          id: "widget.mailCampaignDetails.campaign",
        })}
        value=""
        onChange={(e) =>
          pageId &&
          openScreen?.(
            `${screenHref(pageId, surveyExtName, drillPath)}?campaignId=${Number(e.target.value)}`,
          )
        }
      >
        {list.data.rows.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.title}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

export function MailCampaignDetails({
  id,
  type,
  config,
}: WidgetProps<MailCampaignDetailsConfig>) {
  const intl = useIntl();
  const engine = useEngine();
  const title =
    useLocalized()(config.title) ||
    intl.formatMessage({ id: "widget.mailCampaignDetails.title" });
  const campaignId = config.campaignId ?? engine.campaignId;
  const query = mailCampaignDetailsQuery(
    useQueryContext(id),
    config,
    engine.campaignId,
  );
  // The frame's loading and error states; the part reads the same cache entry.
  const result = useComponentData<CampaignDetails>(type, id, query);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2 }}
    >
      {campaignId === undefined ? (
        <>
          <Typography
            variant="h6"
            component="h2"
            sx={{ mb: 1, fontSize: "1.05rem" }}
          >
            {title}
          </Typography>
          <CampaignChoice id={id} />
        </>
      ) : (
        <DataView result={result} componentId={id}>
          {() => (
            <Details
              id={id}
              campaignId={campaignId}
              fromConfig={config.campaignId !== undefined}
            />
          )}
        </DataView>
      )}
    </Paper>
  );
}
