import { stringify } from "yaml";

/**
 * The forms of a new church's content folder (`npm run content:new`, issue 35):
 * a contact form that tells the church's address, and a prayer request that
 * only the owners and the care team read. Both in English, as the folder's
 * other files are; the church adds translations beside them. A church without
 * an office address (issue 38: the question may be skipped) has the contact
 * form's messages e-mailed to its owners instead.
 */
export function newChurchForms(email: string | undefined): Record<string, string> {
  const file = (comment: string, data: unknown) =>
    `# yaml-language-server: $schema=../schema/form.schema.json\n# ${comment}\n${stringify(data, { lineWidth: 110 })}`;
  return {
    "forms/contact.yaml": file("The contact form at /forms/contact: each message is e-mailed to the church.", {
      title: "Contact us",
      intro: "Questions, ideas or a word of encouragement: we read every message.",
      fields: [
        { id: "name", type: "short-text", label: "Your name", required: true, maxLength: 80 },
        { id: "email", type: "email", label: "Your e-mail address", required: true },
        { id: "message", type: "long-text", label: "Your message", required: true, maxLength: 3000 },
      ],
      confirmation: "Thank you for writing. We will answer soon.",
      sendCopy: true,
      notify: email ? { addresses: [email] } : { roles: ["owner"] },
    }),
    "forms/prayer.yaml": file(
      "A prayer request at /forms/prayer: read only by the owners and the care team, kept 90 days.",
      {
        title: "Prayer request",
        intro: "However big or small, we would be honoured to pray with you.",
        fields: [
          { id: "name", type: "short-text", label: "Your name", required: true, maxLength: 80 },
          { id: "email", type: "email", label: "Your e-mail address", help: "Only if you would like an answer." },
          { id: "request", type: "long-text", label: "How can we pray for you?", required: true, maxLength: 2000 },
          { id: "tell-me", type: "yes-no", label: "Would you like us to tell you when we have prayed?" },
        ],
        confirmation: "Thank you. Your request is with our prayer team.",
        notify: { roles: ["owner", "care"] },
        private: { roles: ["care"] },
        prayer: { list: { day: "monday", time: "08:00" }, requestField: "request", prayedNoticeField: "tell-me" },
      },
    ),
  };
}

/** How the new pages say to write to the church: to the office's address, or through the contact form without one. */
export function writeToUs(email: string | undefined): string {
  return email ? `Write to us at [${email}](mailto:${email})` : "Write to us with [the contact form](/forms/contact)";
}
