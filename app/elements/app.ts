/**
 * The script of the pages that offer the church's notifications (issue 44):
 * /app and a sign-up's confirmation page. The shell's elements and
 * <push-topics>, which registers the service worker and talks to the push
 * endpoints: a bundle of its own (app/lib/element-entries.ts), so no other
 * public page loads this code (docs/decisions/061).
 */
import "./shell";
import { PushTopics } from "./push-topics";
import { defineElement } from "./support/enhance";

defineElement("push-topics", PushTopics);
