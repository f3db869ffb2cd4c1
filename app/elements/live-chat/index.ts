/**
 * The live chat's script (issue 45): no page links it. <live-chat> (../live-chat-launcher.ts) imports it
 * only while the chat is open, and puts the chat the server wrote in place (docs/decisions/077). Built as
 * an entry of its own (app/lib/element-entries.ts: `liveChat`), within 12 KB gzip.
 */
import { defineElement } from "../support/enhance";
import { ChatRoom } from "./chat-room";

defineElement("chat-room", ChatRoom);
