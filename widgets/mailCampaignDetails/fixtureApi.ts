import type { FixtureSource } from "../../engine/index.tsx";
import type { ApiEditor } from "../../src/api/client.ts";

const DETAILS = /vuejs\/mailcampaign\/[^/?]+\/\d+(\?|$)/;
const TRACKINGS = "vuejs/mailcampaign/trackings/";

/**
 * The campaign calls over a fixture (Storybook, tests): the details and the first page of tracking rows read from it,
 * every other call (a command, a preview, the editor's data) refused with `refusal`, so an example changes nothing.
 */
export function fixtureCampaignApi(
  fixtures: FixtureSource,
  componentId: string,
  refusal: string,
): ApiEditor {
  const refuse = () => Promise.reject(new Error(refusal));
  return {
    get: <T>(path: string) => {
      if (path.includes(TRACKINGS))
        return Promise.resolve(
          fixtures("mailCampaignDetails", `${componentId}/trackings`) as T,
        );
      if (
        DETAILS.test(path) &&
        !/mailcampaign\/(start|stop|pause|resume|sendmail|name|report)\//.test(
          path,
        )
      )
        return Promise.resolve(
          fixtures("mailCampaignDetails", componentId) as T,
        );
      return refuse();
    },
    put: refuse,
    delete: refuse,
  };
}
