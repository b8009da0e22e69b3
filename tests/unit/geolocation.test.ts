/** 'Konumumu kullan' (web/src/features/location/geolocation.ts): the position or a Turkish message per failure. */
import { describe, expect, it } from "vitest";
import {
  currentPosition,
  GEOLOCATION_MESSAGES,
  GEOLOCATION_OPTIONS,
  geolocationErrorMessage,
} from "@web/features/location/geolocation.ts";

/** A Geolocation that answers once with a position or an error code, recording the options it was given. */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const asked: (PositionOptions | undefined)[] = [];
  const geo = {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
      asked.push(options);
      if ("code" in answer) fail?.({ code: answer.code, message: "x" } as GeolocationPositionError);
      else ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 12 } } as GeolocationPosition);
    },
  } as unknown as Geolocation;
  return { geo, asked };
}

describe("browser geolocation", () => {
  it("answers the position with its accuracy and asks for a precise, bounded lookup", async () => {
    const { geo, asked } = fakeGeolocation({ lat: 38.4189, lng: 27.1287 });
    await expect(currentPosition(geo)).resolves.toEqual({ lat: 38.4189, lng: 27.1287, accuracy: 12 });
    expect(asked).toEqual([GEOLOCATION_OPTIONS]);
    expect(GEOLOCATION_OPTIONS.timeout).toBeGreaterThan(0);
  });

  it("turns each failure into its Turkish message", async () => {
    await expect(currentPosition(fakeGeolocation({ code: 1 }).geo)).rejects.toThrow(GEOLOCATION_MESSAGES.denied);
    await expect(currentPosition(fakeGeolocation({ code: 2 }).geo)).rejects.toThrow(GEOLOCATION_MESSAGES.unavailable);
    await expect(currentPosition(fakeGeolocation({ code: 3 }).geo)).rejects.toThrow(GEOLOCATION_MESSAGES.timeout);
    await expect(currentPosition(undefined)).rejects.toThrow(GEOLOCATION_MESSAGES.unsupported);
    expect(geolocationErrorMessage(99)).toBe(GEOLOCATION_MESSAGES.unavailable);
    expect(GEOLOCATION_MESSAGES.denied).toContain("Konum izni verilmedi");
  });
});
