import { counted, type ChatEvent, type ChatLine, type ChatState, type Conversation } from "~/lib/live-chat-wire";
import type { Room } from "./room";
import { fill, lineItem, make } from "./lines";
import { nonce } from "./send";

export interface HostView {
  state(state: ChatState): void;
  event(event: ChatEvent): void;
  decorate(item: HTMLLIElement, line: ChatLine): void;
  viewers(count: number): void;
  open(open: boolean): void;
  unpin(): HTMLElement;
}

/**
 * A host's tools (issue 45), shown once the server said the person is a host: a message's Pin, Delete and
 * Mute, how many are watching, slow mode, moments, closing the chat, and the prayer requests, each with
 * Take, a reply and End. Every action is a post the server checks again (requireStaff, `live.host`).
 */
export function hostView(room: Room): HostView {
  const { words } = room;
  const tools = room.find(".chat-host");
  const queue = room.find(".chat-prayer-queue");
  const none = room.find(".chat-no-prayers");
  const slow = room.find<HTMLSelectElement>("#chat-slow");
  const moment = room.find<HTMLFormElement>(".chat-host-moment");
  const kind = room.find<HTMLSelectElement>("#chat-moment-kind");
  const openButton = room.find<HTMLButtonElement>(".chat-host-open");
  tools.hidden = false;
  room.find(".chat-prayer-open")?.remove();
  room.find(".chat-rename").hidden = true;

  const button = (text: string, label: string, act: () => void, className = "chat-tool") => {
    const element = make("button", className, text);
    element.type = "button";
    element.setAttribute("aria-label", label);
    element.addEventListener("click", act);
    return element;
  };
  slow.addEventListener("change", () => void room.send({ intent: "slow", seconds: slow.value }));
  kind.addEventListener("change", () => (room.find(".chat-link-fields").hidden = kind.value !== "link"));
  moment.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(moment)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const [chosen, form = ""] = kind.value.split(":");
    void room.send({ ...fields, intent: "moment", kind: chosen!, form });
  });
  room.find(".chat-moment-clear").addEventListener("click", () => void room.send({ intent: "clear-moment" }));
  openButton.addEventListener("click", () => void room.send({ intent: openButton.value }));

  const block = (conversation: Conversation) => {
    let item = queue.querySelector<HTMLLIElement>(`[data-conversation="${conversation.id}"]`);
    if (!item) {
      item = make("li", "chat-request");
      item.dataset.conversation = conversation.id;
      const reply = make("form");
      const input = make("input");
      input.id = `reply-${conversation.id}`;
      input.name = "text";
      input.required = true;
      const label = make("label", undefined, fill(words.replyLabel, { name: conversation.name }));
      label.htmlFor = input.id;
      let pending: { text: string; nonce: string } | undefined;
      reply.addEventListener("submit", async (event) => {
        event.preventDefault();
        const text = input.value.trim();
        if (pending?.text !== text) pending = { text, nonce: nonce() };
        const sent = await room.send({
          intent: "prayer-say",
          conversation: conversation.id,
          text,
          nonce: pending.nonce,
        });
        if (sent) input.value = "";
      });
      const send = make("button", "button", words.send);
      reply.append(label, input, send);
      const act = (intent: string) => () => void room.send({ intent, conversation: conversation.id });
      item.append(
        make("p", "chat-request-name", fill(words.asks, { name: conversation.name })),
        make("p", "chat-request-state"),
        make("ol", "chat-prayer-lines"),
        // Named with the person's name: a host with several requests knows which each button answers.
        button(words.take, `${words.take}: ${conversation.name}`, act("take"), "button chat-take"),
        reply,
        button(words.end, `${words.end}: ${conversation.name}`, act("prayer-end"), "button button-outline chat-end"),
      );
      queue.append(item);
      room.announce.now(fill(words.asks, { name: conversation.name }));
    }
    const status = conversation.status;
    item.querySelector(".chat-request-state")!.textContent =
      status === "taken"
        ? fill(words.takenBy, { host: conversation.host ?? "" })
        : status === "ending"
          ? words.ending
          : status === "sent"
            ? words.sentOn
            : status === "deleted"
              ? words.deleted
              : "";
    item.querySelector<HTMLElement>(".chat-take")!.hidden = status !== "waiting";
    for (const part of item.querySelectorAll<HTMLElement>("form, .chat-end"))
      part.hidden = !["waiting", "taken"].includes(status);
    none.hidden = queue.children.length > 0;
    return item;
  };

  return {
    state(state) {
      queue.replaceChildren();
      for (const conversation of state.conversations) {
        block(conversation)
          .querySelector("ol")!
          .replaceChildren(...conversation.lines.map((line) => lineItem(line, words.host)));
      }
      none.hidden = queue.children.length > 0;
      if (state.viewers !== undefined) this.viewers(state.viewers);
    },
    event(event) {
      if (event.kind === "prayer") block(event.conversation);
      if (event.kind === "prayer-line") {
        const item = queue.querySelector(`[data-conversation="${event.conversation}"] ol`);
        item?.append(lineItem(event.line, words.host));
        if (!event.line.host) room.announce.line(fill(words.says, { name: event.line.name, text: event.line.text }));
      }
      if (event.kind === "slow") slow.value = String(event.seconds);
    },
    decorate(item, line) {
      const act = (intent: string) => () => void room.send({ intent, id: String(line.id) });
      const tools = make("span", "chat-tools");
      tools.append(
        button(words.pin, fill(words.pinLabel, { name: line.name }), act("pin")),
        button(words.remove, fill(words.removeLabel, { name: line.name }), act("remove")),
      );
      if (!line.host) tools.append(button(words.mute, fill(words.muteLabel, { name: line.name }), act("mute")));
      item.append(tools);
    },
    unpin() {
      return button(words.unpin, words.unpin, () => void room.send({ intent: "unpin" }));
    },
    viewers(count) {
      room.find(".chat-watching").textContent = counted(words.watching, count);
    },
    open(open) {
      openButton.value = open ? "close" : "open";
      openButton.textContent = open ? words.close : words.open;
    },
  };
}
