import type { Gathering } from "~/content/model";

/**
 * Tests only: a weekly gathering of the demo church (Sunday 10:30, 90
 * minutes, streamed, with a kids' programme), with what a test changes.
 */
export function gathering(overrides: Partial<Gathering> = {}): Gathering {
  return {
    id: "sunday-1030",
    name: "Sunday Morning Service",
    weekday: 0,
    hour: 10,
    minute: 30,
    minutes: 90,
    streamed: true,
    kids: true,
    ...overrides,
  };
}
