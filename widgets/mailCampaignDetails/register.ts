import { defineWidget } from "../../engine/index.tsx";
import { mailCampaignDetailsFixtures } from "./fixtures.ts";
import { MailCampaignDetails } from "./MailCampaignDetails.tsx";
import { mailCampaignDetailsQuery } from "./query.ts";

export const mailCampaignDetailsWidget = defineWidget({
  type: "mailCampaignDetails",
  version: 1,
  component: MailCampaignDetails,
  fixtures: mailCampaignDetailsFixtures,
  query: (ctx, config) => mailCampaignDetailsQuery(ctx, config),
});
