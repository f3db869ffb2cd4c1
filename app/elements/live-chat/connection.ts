import {
  CHAT_EVENT,
  CLOSED_EVENT,
  STATE_EVENT,
  VIEWERS_EVENT,
  type ChatEvent,
  type ChatState,
} from "~/lib/live-chat-wire";

export interface StreamHandlers {
  state(state: ChatState): void;
  event(event: ChatEvent): void;
  viewers(count: number): void;
  /** The stream dropped (true) or came back (false). */
  dropped(dropped: boolean): void;
  /** Whether to keep trying after the browser gave up (the chat's time is not over). */
  wanted(): boolean;
}

/**
 * The chat's stream (issue 45): the browser's EventSource, which resumes by itself with Last-Event-ID.
 * Each stored event carries its row's id: one already applied is skipped, so a resumed stream repeats
 * nothing. When the browser gives up (the server was away longer than a proxy waits), a new stream is
 * opened with the last id in its address, so nothing is lost across a restart either.
 */
export function openStream(address: string, on: StreamHandlers): () => void {
  let lastId = -1;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = 1000;
  const data = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as never;
  const open = () => {
    source = new EventSource(lastId < 0 ? address : `${address}&lastEventId=${lastId}`);
    source.addEventListener(STATE_EVENT, (event) => {
      lastId = Number((event as MessageEvent).lastEventId);
      on.state(data(event));
    });
    source.addEventListener(CHAT_EVENT, (event) => {
      const id = Number((event as MessageEvent).lastEventId);
      if (id <= lastId) return;
      lastId = id;
      on.event(data(event));
    });
    source.addEventListener(CLOSED_EVENT, () => on.event({ kind: "open", open: false }));
    source.addEventListener(VIEWERS_EVENT, (event) => on.viewers((data(event) as { viewers: number }).viewers));
    source.onopen = () => {
      wait = 1000;
      on.dropped(false);
    };
    source.onerror = () => {
      on.dropped(true);
      if (source?.readyState !== EventSource.CLOSED || !on.wanted()) return;
      timer = setTimeout(open, wait);
      wait = Math.min(wait * 2, 30_000);
    };
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}
