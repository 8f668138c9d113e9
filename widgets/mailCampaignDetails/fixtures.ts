import type { WidgetFixture } from "../../engine/index.tsx";
import type {
  CampaignDetails,
  CampaignTrackings,
} from "../../src/api/campaigns.ts";

/** The demo's paused reminder as the details call answers it. */
export const REMINDER: CampaignDetails = {
  id: 2,
  title: "Reminder to answer",
  campaignType: "PULL_ONCE",
  sendingType: "EMAIL",
  state: "PAUSED",
  templateId: 1,
  templateDetails: { name: "Påminnelse butiksbesök" },
  mailAction: "reminder",
  fromEmail: "cx@example.com",
  fromName: "Customer care",
  bcc: "",
  replyTo: "",
  fixedRecipient: "",
  scheduledStartDateTime: null,
  scheduledPeriod: null,
  scheduleParams: {
    fromDays: -30,
    toDays: 0,
    weekdays: ["mon", "tue", "wed", "thu", "fri", "hol"],
  },
  campaignFilters: [
    {
      extname: "illegal",
      title: "Missing or malformed address",
      selected: true,
    },
  ],
  link: "all,se,north",
  canStart: false,
  canStop: true,
  created: "2026-11-02T08:00:00.000Z",
  lastRun: "2026-11-20T09:00:00.000Z",
};

/** Its first page of tracking rows: one opened and clicked, one failed. */
export const REMINDER_ROWS: CampaignTrackings = {
  headers: [
    { name: "Respondent", value: "respondent" },
    { name: "Recipient", value: "recipient" },
  ],
  rows: [
    {
      id: 11,
      sampleId: 5,
      updatedTime: "2026-11-20T09:00:00.000Z",
      status: "SENT",
      error: null,
      openCount: 2,
      clickCount: 1,
      recording: false,
      columnValues: ["Anna Berg", "anna@example.com"],
      accessAllowed: true,
    },
    {
      id: 12,
      sampleId: 6,
      updatedTime: "2026-11-20T09:01:00.000Z",
      status: "FAILED",
      error: "Bounced: 5.1.1 smtp; 550 5.1.1 <bo@example>: User unknown",
      openCount: 0,
      clickCount: 0,
      recording: false,
      columnValues: ["Bo Ek", "bo@example"],
      accessAllowed: true,
    },
  ],
  totalRows: 2,
};

export const mailCampaignDetailsFixtures: WidgetFixture<"mailCampaignDetails">[] =
  [
    {
      name: "A paused e-mail campaign with its tracking rows",
      config: { size: 12, campaignId: 2 },
      data: REMINDER,
      children: { trackings: REMINDER_ROWS },
    },
  ];
