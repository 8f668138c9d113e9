import type { Meta } from "@storybook/react-vite";
import { fixtureStory } from "../../stories/support/widgetStory.tsx";

/** One story per fixture of the mailCampaignDetails widget (widgets/mailCampaignDetails/fixtures.ts). */
const meta: Meta = { title: "Widgets/mailCampaignDetails" };
export default meta;

export const Fixture0 = fixtureStory("mailCampaignDetails", 0);
