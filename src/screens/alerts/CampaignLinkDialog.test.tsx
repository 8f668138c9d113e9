// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
} from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type ApiReader } from "../../api/client.ts";
import { STATIC_CATALOGUES } from "../../i18n/staticCatalogues.ts";
import { CampaignLinkDialog } from "./CampaignLinkDialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FOLLOWUP = {
  extName: "followup",
  bodyText: "Follow up the customers behind these alerts.",
  actionText: "Create the campaign",
};

function show(answer: (path: string, query: unknown) => Promise<unknown>) {
  const tab = {
    opener: {} as unknown,
    location: { href: "about:blank" },
    close: vi.fn(),
  };
  const open = vi.fn(() => tab);
  vi.stubGlobal("open", open);
  const api: ApiReader = {
    get: <T,>(path: string, opts?: { query?: unknown }) =>
      answer(path, opts?.query) as Promise<T>,
  };
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
      <CampaignLinkDialog
        api={api}
        surveyExtName="storevisit"
        drillPath="all,se,north;lsegs=det"
        campaigns={[FOLLOWUP]}
        onClose={onClose}
      />
    </IntlProvider>,
  );
  return { tab, open, onClose };
}

describe("the alert list's campaign dialog", () => {
  it("shows each campaign's text and opens its address for the list's drill path in a new tab", async () => {
    const asked: unknown[] = [];
    const { tab, open } = show(
      async (path, query) => (
        asked.push([path, query]),
        {
          url: "http://localhost:8080/new/createmailcampaign/storevisit/reminder/all,se,north",
        }
      ),
    );
    expect(
      screen.getByRole("dialog", { name: "Campaigns for these alerts" }),
    ).toBeTruthy();
    expect(screen.getByText(FOLLOWUP.bodyText)).toBeTruthy();
    await act(async () =>
      fireEvent.click(
        screen.getByRole("button", { name: "Create the campaign" }),
      ),
    );
    expect(asked).toEqual([
      [
        "vuejs/campaign/link/storevisit/followup",
        { path: "all,se,north;lsegs=det" },
      ],
    ]);
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(
      "http://localhost:8080/new/createmailcampaign/storevisit/reminder/all,se,north",
    );
  });

  it("closes the new tab and says why when the server refuses, and closes on Close", async () => {
    const { tab, onClose } = show(async () =>
      Promise.reject(
        new ApiError(
          404,
          "no_such_campaign_link",
          'The survey storevisit offers no campaign "followup".',
        ),
      ),
    );
    await act(async () =>
      fireEvent.click(
        screen.getByRole("button", { name: "Create the campaign" }),
      ),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain(
      "The campaign could not be opened:",
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
