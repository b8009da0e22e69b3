/**
 * The route chain's type (AppType in worker/app.ts) carries the answers the handlers `satisfy`: hono's typed client
 * over the real worker reads exactly the shared contract types of worker/core/contracts/. The browser does not use the
 * client (bundle size); it reads the same contract types in web/src/features/<feature>/api.ts.
 */
import { exports } from "cloudflare:workers";
import { hc, type InferResponseType } from "hono/client";
import type { JSONParsed } from "hono/utils/types";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { AppType } from "@worker/app.ts";
import type { ParcelAnalysisResult } from "@worker/core/contracts/parcel-analysis.ts";
import type {
  ChangePasswordAnswer,
  GoogleAuthDto,
  ProfileAnswer,
  SessionTokensDto,
  UniqueCheckDto,
  UserDto,
} from "@worker/core/contracts/account-schemas.ts";
import type {
  ApiData,
  ApiDataMessage,
  ApiList,
  ApiMessage,
  ApiNotice,
  ApiPage,
  HealthDto,
  LocationCheckAnswer,
} from "@worker/core/contracts/api.ts";
import type {
  HistoryItemDto,
  HistorySummaryDto,
  ShareLinkDto,
  SharedCalculationDto,
} from "@worker/core/contracts/history-schemas.ts";
import type { PlantedAreaSettingsDto, RuleSetAnswer, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import { PASSWORD, userToken } from "./helpers.ts";

const client = hc<AppType>("http://planlayici.test/api", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
});

/** The success answer of a client call: the handler's answer as parsed JSON. */
type Answer<F extends (...args: never[]) => unknown> = InferResponseType<F, 200 | 201>;

describe("AppType: the typed route chain answers the contract types", () => {
  // JSONParsed: what JSON.parse gives back of a contract type (the browser's view of it too).
  it("types every answer the browser reads with its contract", () => {
    expectTypeOf<Answer<typeof client.health.$get>>().toEqualTypeOf<JSONParsed<HealthDto>>();
    expectTypeOf<Answer<typeof client.rules.$get>>().toEqualTypeOf<JSONParsed<RuleSetAnswer>>();
    expectTypeOf<Answer<(typeof client.calculations)["yapi-turleri"]["$get"]>>().toEqualTypeOf<
      JSONParsed<ApiList<StructureTypeDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations)["dikili-kontrol"]["$get"]>>().toEqualTypeOf<
      JSONParsed<ApiDataMessage<PlantedAreaSettingsDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations)[":slug"]["$post"]>>().toEqualTypeOf<
      JSONParsed<CalculationResult>
    >();
    expectTypeOf<Answer<(typeof client.calculations)["parsel-analizi"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ParcelAnalysisResult>
    >();
    expectTypeOf<Answer<typeof client.location.check.$post>>().toEqualTypeOf<JSONParsed<LocationCheckAnswer>>();

    expectTypeOf<Answer<typeof client.token.$post>>().toEqualTypeOf<JSONParsed<SessionTokensDto>>();
    expectTypeOf<Answer<typeof client.token.refresh.$post>>().toEqualTypeOf<JSONParsed<SessionTokensDto>>();
    expectTypeOf<Answer<typeof client.accounts.me.$get>>().toEqualTypeOf<JSONParsed<UserDto>>();
    expectTypeOf<Answer<typeof client.accounts.me.$patch>>().toEqualTypeOf<JSONParsed<ProfileAnswer>>();
    expectTypeOf<Answer<typeof client.accounts.me.password.$post>>().toEqualTypeOf<JSONParsed<ChangePasswordAnswer>>();
    expectTypeOf<Answer<typeof client.accounts.me.logout.$post>>().toEqualTypeOf<JSONParsed<ApiMessage>>();
    expectTypeOf<Answer<(typeof client.accounts.me)["delete-account"]["$delete"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
    expectTypeOf<Answer<typeof client.accounts.register.$post>>().toEqualTypeOf<JSONParsed<ApiMessage>>();
    expectTypeOf<Answer<(typeof client.accounts)["check-username"]["$post"]>>().toEqualTypeOf<
      JSONParsed<UniqueCheckDto>
    >();
    expectTypeOf<Answer<(typeof client.accounts)["check-email"]["$post"]>>().toEqualTypeOf<
      JSONParsed<UniqueCheckDto>
    >();
    expectTypeOf<Answer<(typeof client.accounts)["password-reset-request"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ApiNotice>
    >();
    expectTypeOf<Answer<(typeof client.accounts)["reset-password"]["$post"]>>().toEqualTypeOf<JSONParsed<ApiMessage>>();
    expectTypeOf<Answer<(typeof client.accounts)["set-password"]["$post"]>>().toEqualTypeOf<JSONParsed<ApiMessage>>();
    expectTypeOf<Answer<(typeof client.accounts)["send-verification"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
    expectTypeOf<Answer<(typeof client.accounts)["verify-email"]["$post"]>>().toEqualTypeOf<JSONParsed<ApiNotice>>();
    expectTypeOf<Answer<(typeof client.accounts)["request-email-change"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
    expectTypeOf<Answer<(typeof client.accounts)["confirm-email-change"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
    expectTypeOf<Answer<typeof client.accounts.google.auth.$get>>().toEqualTypeOf<JSONParsed<GoogleAuthDto>>();

    expectTypeOf<Answer<typeof client.calculations.save.$post>>().toEqualTypeOf<
      JSONParsed<ApiDataMessage<HistoryItemDto>>
    >();
    expectTypeOf<Answer<typeof client.calculations.history.$get>>().toEqualTypeOf<
      JSONParsed<ApiPage<HistorySummaryDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations.history)[":id"]["$get"]>>().toEqualTypeOf<
      JSONParsed<ApiData<HistoryItemDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations.history)[":id"]["share"]["$post"]>>().toEqualTypeOf<
      JSONParsed<ApiData<ShareLinkDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations.history)[":id"]["share"]["$delete"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
    expectTypeOf<Answer<(typeof client.calculations.shared)[":shareId"]["$get"]>>().toEqualTypeOf<
      JSONParsed<ApiData<SharedCalculationDto>>
    >();
    expectTypeOf<Answer<(typeof client.calculations.delete)[":id"]["$delete"]>>().toEqualTypeOf<
      JSONParsed<ApiMessage>
    >();
  });

  it("reaches the real worker through the typed client", async () => {
    const health = await client.health.$get();
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, status: "ok" });

    const rules = await (await client.rules.$get({ query: {} })).json();
    expect(rules.data.turler.length).toBeGreaterThan(0);

    const place = await (await client.location.check.$post({ json: { latitude: 38.42, longitude: 27.14 } })).json();
    expect(place.data.izmirinIcinde).toBe(true);

    const access = await userToken("hc");
    const me = await (
      await client.accounts.me.$get(undefined, { headers: { Authorization: `Bearer ${access}` } })
    ).json();
    const tokens = await (await client.token.$post({ json: { username: me.username, password: PASSWORD } })).json();
    expect(tokens.access.length).toBeGreaterThan(20);
    const history = await (
      await client.calculations.history.$get({ query: {} }, { headers: { Authorization: `Bearer ${tokens.access}` } })
    ).json();
    expect(history).toEqual({ success: true, data: [], next_cursor: null });
  });
});
