import type { ChatEvent, ChatState, Conversation } from "~/lib/live-chat-wire";
import type { Room } from "./room";
import { fill, lineItem } from "./lines";
import { nonce } from "./send";

export interface PrayerView {
  state(conversations: ChatState["conversations"]): void;
  event(event: ChatEvent): void;
}

/**
 * "Request prayer" for the person asking (issue 45): their private conversation with the hosts, which only
 * their own streams receive. It starts with their first line; its state says who is with them; at its end
 * they are asked whether it may go to the prayer team.
 */
export function prayerView(room: Room): PrayerView {
  const section = room.find(".chat-prayer");
  const list = room.find<HTMLOListElement>(".chat-prayer-lines");
  const input = room.find<HTMLInputElement>("#chat-prayer-text");
  const form = room.find<HTMLFormElement>(".chat-prayer-say");
  const consent = room.find(".chat-consent");
  const said = room.find(".chat-prayer-state");
  let current: Conversation | null = null;
  let pending: { text: string; nonce: string } | undefined;

  const show = (conversation: Conversation) => {
    if (current?.id !== conversation.id) list.replaceChildren();
    current = conversation;
    section.hidden = false;
    const { words } = room;
    const text = {
      waiting: words.prayerWaiting,
      taken: fill(words.prayerTaken, { host: conversation.host ?? "" }),
      ending: "",
      sent: words.prayerSent,
      deleted: words.prayerDeleted,
    }[conversation.status];
    said.textContent = text;
    if (text) room.announce.now(text);
    const finished = conversation.status === "sent" || conversation.status === "deleted";
    form.hidden = conversation.status === "ending" || finished;
    consent.hidden = conversation.status !== "ending";
    if (conversation.status === "deleted") list.replaceChildren();
    if (!consent.hidden) consent.querySelector("button")?.focus();
  };

  room.find(".chat-prayer-open").addEventListener("click", () => {
    section.hidden = false;
    if (current && (current.status === "sent" || current.status === "deleted")) {
      current = null;
      list.replaceChildren();
      said.textContent = "";
      form.hidden = false;
    }
    input.focus();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (pending?.text !== text) pending = { text, nonce: nonce() };
    if (await room.send({ intent: "prayer", text, nonce: pending.nonce })) {
      pending = undefined;
      input.value = "";
    }
  });
  room.find(".chat-prayer-end").addEventListener("click", () => {
    if (current) void room.send({ intent: "prayer-end", conversation: current.id });
  });
  for (const button of consent.querySelectorAll("button")) {
    button.addEventListener("click", () => {
      if (current) void room.send({ intent: "prayer-consent", conversation: current.id, consent: button.value });
    });
  }

  return {
    state(conversations) {
      const latest = conversations.at(-1);
      if (!latest) return;
      show(latest);
      list.replaceChildren(...latest.lines.map((line) => lineItem(line, room.words.host)));
    },
    event(event) {
      if (event.kind === "prayer") show(event.conversation);
      if (event.kind === "prayer-line" && event.conversation === current?.id) {
        list.append(lineItem(event.line, room.words.host));
        if (event.line.host)
          room.announce.line(fill(room.words.says, { name: event.line.name, text: event.line.text }));
      }
    },
  };
}
