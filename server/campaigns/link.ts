/**
 * Campaign links (spec 1 sections 3 and 7): the survey's configuration offers outreach campaigns under
 * `campaigns.links` (extName, bodyText and actionText per locale, and the mail action they start); the alert list's
 * campaign dialog shows them, and `vuejs/campaign/link/{survey}/{campaign}` answers the address of the creation wizard
 * for that mail action over the caller's drill path, which the browser opens in a new tab.
 */
import { parseRoute } from "../../core/drillpath/tokens";
import { Forbidden, NotFound } from "../errors";
import { badInput, type AnalyticsContext } from "../survey/context";
import { campaignLinkEntries } from "./rules";
import { surveyConfig } from "./service";
import type { CampaignLinkUrl } from "../../schemas/api/campaign-link-url.gen";

/** GET vuejs/campaign/link/{survey}/{campaign}?path: the wizard's address for the campaign's mail action over `path` (the survey's top without one). */
export async function campaignLink(
  ctx: AnalyticsContext,
  publicUrl: string,
  extName: string,
  path: string | undefined,
): Promise<CampaignLinkUrl> {
  if (!ctx.isUniverseAdmin)
    throw new Forbidden(
      "forbidden",
      "Only an administrator of the universe may start campaigns.",
    );
  const entry = campaignLinkEntries(await surveyConfig(ctx)).find(
    (l) => l.extName === extName,
  );
  if (!entry)
    throw new NotFound(
      "no_such_campaign_link",
      `The survey ${ctx.survey.extName} offers no campaign "${extName}".`,
    );
  // A malformed drill path is the caller's mistake (400 with the codec's message), not a link to a broken wizard.
  const drill = path ?? "all";
  badInput(() => parseRoute(drill));
  const segment = (s: string) => encodeURIComponent(s).replace(/%2C/g, ",");
  return {
    url: `${publicUrl.replace(/\/$/, "")}/new/createmailcampaign/${segment(ctx.survey.extName)}/${segment(entry.mailAction)}/${segment(drill)}`,
  };
}
