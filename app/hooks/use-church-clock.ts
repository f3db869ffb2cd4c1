import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The current time for components that show schedule-dependent things.
 *
 * It follows the server's clock, not the device's: the root loader sends the
 * server's "now" with every page and navigation, and the browser keeps the
 * difference and adds it to its own clock. A visitor whose phone runs five
 * minutes late still sees the right countdown, hydration renders exactly what
 * the server rendered, and tests set one clock (the server's, with X-Test-Now).
 *
 * It updates on every minute boundary, or every `tickMs` when given.
 */
export function useChurchClock(tickMs?: number): number {
  const rootData = useRouteLoaderData("root") as { now: number } | undefined;
  const serverNow = rootData?.now;
  const [now, setNow] = useState(() => serverNow ?? Date.now());

  useEffect(() => {
    const skew = serverNow === undefined ? 0 : serverNow - Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now() + skew;
      setNow(current);
      timer = setTimeout(tick, tickMs ?? 60_000 - (current % 60_000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [serverNow, tickMs]);

  return now;
}
