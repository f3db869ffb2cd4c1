/**
 * The staff area's one script (issue 18): its custom elements, each in a file
 * of its own under admin/. Public pages never load it: it is a bundle of its
 * own (app/lib/element-entries.ts), linked by the staff frame
 * (app/routes/admin/frame.tsx).
 */
import { DraftAutosave } from "./admin/draft-autosave";
import { MarkdownPreview } from "./admin/markdown-preview";
import { PasskeyRegister } from "./admin/passkey-register";
import { PasskeySignIn } from "./admin/passkey-sign-in";
import { defineElement } from "./support/enhance";

defineElement("draft-autosave", DraftAutosave);
defineElement("markdown-preview", MarkdownPreview);
defineElement("passkey-register", PasskeyRegister);
defineElement("passkey-sign-in", PasskeySignIn);
