// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ComponentSlot,
  createRegistry,
  EngineProvider,
  fixtureData,
  FixtureEngine,
  useEngine,
  type FetchJson,
} from "../../engine/index.tsx";
import { campaignList } from "../mailCampaignsList/fixtures.ts";
import { WIDGETS } from "../index.ts";
import {
  mailCampaignDetailsFixtures,
  REMINDER,
  REMINDER_ROWS,
} from "./fixtures.ts";

const registry = createRegistry(WIDGETS);
afterEach(cleanup);
// The details part loads lazily with its words: once here, so no case waits for the first import.
beforeAll(
  () => import("../../src/screens/campaigns/CampaignDetails.tsx"),
  120_000,
);

const [paused] = mailCampaignDetailsFixtures as [
  (typeof mailCampaignDetailsFixtures)[0],
];
const slot = (config: object) => (
  <ComponentSlot
    descriptor={{
      type: "mailCampaignDetails",
      id: "cd",
      config: config as Record<string, unknown>,
    }}
  />
);

/** The page's `?campaignId=` and its way to other screens, as the page screen gives them. */
function OnPage({
  campaignId,
  openScreen,
  children,
}: {
  campaignId?: number;
  openScreen: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <EngineProvider
      value={{ ...useEngine(), pageId: "campaigns", campaignId, openScreen }}
    >
      {children}
    </EngineProvider>
  );
}

/** A server with the paused reminder: resume starts it, the details answer its state. */
function server() {
  let state: typeof REMINDER.state = "PAUSED";
  const asked: string[] = [];
  const fetchJson = vi.fn<FetchJson>(async (method, path) => {
    asked.push(`${method} ${path}`);
    if (path.includes("vuejs/mailcampaign/trackings/")) return REMINDER_ROWS;
    if (path.includes("vuejs/mailcampaign/list/")) return campaignList();
    if (path === "vuejs/mailcampaign/resume/demo/2")
      return (
        (state = "STARTED"),
        { id: 2, title: REMINDER.title, state, affected: 0 }
      );
    if (path === "vuejs/mailcampaign/demo/2") return { ...REMINDER, state };
    throw new Error(`unexpected ${method} ${path}`);
  });
  return { fetchJson, asked };
}

const stateChip = () =>
  screen.getByTestId("campaign-state").getAttribute("data-state");

describe("mail campaign details component", () => {
  it("shows the fixture's campaign with the details screen's parts: heading, state, actions and tracking rows, and changes nothing", async () => {
    render(
      <FixtureEngine registry={registry} data={fixtureData("cd", paused)}>
        {slot(paused.config)}
      </FixtureEngine>,
    );
    expect(
      await screen.findByRole(
        "heading",
        { level: 2, name: "Campaign Reminder to answer" },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(stateChip()).toBe("PAUSED");
    const rows = await screen.findAllByTestId("tracking-row");
    expect(
      rows.map((r) => within(r).getAllByRole("cell")[2]!.textContent),
    ).toEqual(["anna@example.com", "bo@example"]);
    // A campaign the config names has nowhere to go back to; a story has no session to download with.
    expect(
      screen.queryByRole("button", { name: "Back to the campaigns" }),
    ).toBeNull();
    expect(
      screen.queryByRole("button", { name: "Download report" }),
    ).toBeNull();
    await act(async () =>
      fireEvent.click(
        screen.getByRole("button", { name: "Resume", exact: true } as never),
      ),
    );
    expect(
      await screen.findByText("This example changes nothing."),
    ).toBeTruthy();
    expect(stateChip()).toBe("PAUSED");
  }, 30_000);

  it("reads the page's campaignId, resumes it through the resume call, opens a row's interview and goes back to the choice", async () => {
    const { fetchJson, asked } = server();
    const openScreen = vi.fn();
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        <OnPage campaignId={2} openScreen={openScreen}>
          {slot({ size: 12 })}
        </OnPage>
      </FixtureEngine>,
    );
    await screen.findByRole(
      "heading",
      { level: 2, name: "Campaign Reminder to answer" },
      { timeout: 20_000 },
    );
    expect(asked).toContain("GET vuejs/mailcampaign/demo/2");
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Resume" })),
    );
    await waitFor(() => expect(stateChip()).toBe("STARTED"));
    expect(asked).toContain("GET vuejs/mailcampaign/resume/demo/2");

    await act(async () =>
      fireEvent.click(
        within((await screen.findAllByTestId("tracking-row"))[0]!).getAllByRole(
          "cell",
        )[1]!,
      ),
    );
    await act(async () =>
      fireEvent.click(
        screen.getByRole("button", { name: "Back to the campaigns" }),
      ),
    );
    expect(openScreen.mock.calls.map((c) => c[0])).toEqual([
      "/interview/demo/5",
      "/page/campaigns/demo/all",
    ]);
  }, 30_000);

  it("without a campaign offers the survey's campaigns and opens the chosen one on this page", async () => {
    const { fetchJson, asked } = server();
    const openScreen = vi.fn();
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        <OnPage openScreen={openScreen}>{slot({ size: 12 })}</OnPage>
      </FixtureEngine>,
    );
    expect(
      await screen.findByText("Choose a campaign to see its details here."),
    ).toBeTruthy();
    expect(asked).toEqual(["GET vuejs/mailcampaign/list/demo/cd/all"]);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Campaign" }));
    const options = within(await screen.findByRole("listbox")).getAllByRole(
      "option",
    );
    expect(options.map((o) => o.textContent)).toEqual([
      "Autumn follow-up",
      "New visitors (daily)",
      "Reminder to answer",
      "Spring invitation",
      "SMS reminder",
    ]);
    fireEvent.click(options[2]!);
    expect(openScreen).toHaveBeenCalledWith(
      "/page/campaigns/demo/all?campaignId=2",
    );
  });
});
