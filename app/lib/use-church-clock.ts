import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The current time for components that show schedule-dependent things. It
 * starts at the server's clock of this render (so hydration matches the HTML)
 * and then follows the browser's clock, updated on every minute boundary, or
 * every `tickMs` when given.
 */
export function useChurchClock(tickMs?: number): number {
  const rootData = useRouteLoaderData("root") as { now: number } | undefined;
  const [now, setNow] = useState(() => rootData?.now ?? Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const wait = tickMs ?? 60_000 - (current % 60_000);
      timer = setTimeout(tick, wait);
    };
    tick();
    return () => clearTimeout(timer);
  }, [tickMs]);

  return now;
}
