import type { ChurchContent, FormDefinition } from "~/content/model";
import { isLanguage } from "~/i18n/languages";
import { queueFormMail } from "~/features/forms/form-notices.server";
import { storeSubmission, type Answers } from "~/features/forms/submission-store.server";
import { prayerForms } from "~/features/prayer/prayer-forms";
import { conversationLines, type ConversationRecord } from "./chat-people.server";

/**
 * A prayer conversation its person agreed to pass on (issue 45) becomes a submission of the church's
 * prayer form (services.yaml live.chat.prayerForm, else the first form with a prayer block), through the
 * forms feature's own store: private as that form is, its readers told as for any request, kept as long
 * as the form keeps its submissions, and on the prayer team's weekly list. Stored once, whatever arrives
 * twice (its key is the conversation's).
 */

/** The form a conversation becomes, when the church has one. */
export function chatPrayerForm(content: ChurchContent): FormDefinition | null {
  const named = content.services.live.chat?.prayerForm;
  const id = named ?? prayerForms(content)[0]?.id;
  return id ? (content.forms[id] ?? null) : null;
}

/** Stores the submission (and queues its notices); its id, or null when the church has no prayer form. */
export async function handOverToPrayerTeam(
  content: ChurchContent,
  conversation: ConversationRecord,
  now: number,
): Promise<string | null> {
  const form = chatPrayerForm(content);
  if (!form?.prayer) return null;
  const request = form.fields.find((each) => each.id === form.prayer!.requestField);
  const transcript = conversationLines(conversation.id)
    .map((line) => `${line.name}: ${line.text}`)
    .join("\n");
  const limit = request && "maxLength" in request ? request.maxLength : undefined;
  const answers: Answers = {
    [form.prayer.requestField]: limit && transcript.length > limit ? `${transcript.slice(0, limit - 1)}…` : transcript,
  };
  const nameField = form.prayer.firstNameField ?? form.fields.find((each) => each.id === "name")?.id;
  if (nameField) answers[nameField] = conversation.name;
  const { submission } = await storeSubmission(
    {
      formId: form.id,
      language: isLanguage(conversation.lang) ? conversation.lang : "en",
      answers,
      name: conversation.name,
      email: null,
      dedupeKey: `live-chat:${conversation.id}`,
      now,
    },
    (db, stored) => queueFormMail(db, content, stored),
  );
  return submission.id;
}
