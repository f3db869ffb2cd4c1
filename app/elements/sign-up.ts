/**
 * The event sign-up page's script (routes/event-sign-up.tsx, issue 38): the
 * shell's elements and <sign-up-people>, and nothing else. A bundle of its own
 * (app/lib/element-entries.ts), so the script every other public page loads
 * (index.ts) does not grow by an element only this page uses: each public page
 * stays within its first-load budget (docs/decisions/061).
 */
import "./shell";
import { SignUpPeople } from "./sign-up-people";
import { defineElement } from "./support/enhance";

defineElement("sign-up-people", SignUpPeople);
