/**
 * The public pages' one script: every interactive part of a page is a custom
 * element that enhances the markup the server already sent
 * (docs/decisions/024-no-react-in-the-browser.md). Each element lives in a
 * file of its own; this entry names them (the shell's, in shell.ts). The
 * event sign-up page loads an entry of its own instead (sign-up.ts), and so
 * does the live page (live.ts: its stage and chat, issue 45). Vite bundles it
 * (vite.elements.config.ts) and the root layout links it.
 */
import "./shell";
import { BackgroundForm } from "./background-form";
import { ChildrenAges } from "./children-ages";
import { DeferredFrame } from "./deferred-frame";
import { FormConditions } from "./form-conditions";
import { HeroCarousel } from "./hero-carousel";
import { HomeIntro } from "./home-intro";
import { PlanVisit } from "./plan-visit";
import { SermonTranscript } from "./sermon-transcript";
import { defineElement } from "./support/enhance";

// Inner elements first: <plan-visit> moves a <background-form> that is already enhanced.
defineElement("background-form", BackgroundForm);
defineElement("children-ages", ChildrenAges);
defineElement("deferred-frame", DeferredFrame);
defineElement("form-conditions", FormConditions);
defineElement("hero-carousel", HeroCarousel);
defineElement("home-intro", HomeIntro);
defineElement("plan-visit", PlanVisit);
defineElement("sermon-transcript", SermonTranscript);
