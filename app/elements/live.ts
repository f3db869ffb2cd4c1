/**
 * The live page's script (routes/watch.live.tsx, issue 45): the shell's elements, the player's frame, the
 * stage's countdown and the chat's launcher, and nothing else. The chat itself is a script of its own
 * (live-chat/index.ts) that the launcher loads only while the chat is open (docs/decisions/077); no other
 * page carries any of it.
 */
import "./shell";
import { DeferredFrame } from "./deferred-frame";
import { LiveChatLauncher } from "./live-chat-launcher";
import { LiveStage } from "./live-stage";
import { defineElement } from "./support/enhance";

defineElement("deferred-frame", DeferredFrame);
defineElement("live-stage", LiveStage);
defineElement("live-chat", LiveChatLauncher);
