import type { ContentProblem, ParsedFile } from "./read-files.server";
import type { FormFile, ServicesFile } from "./schema";

/**
 * Issue 45: a live chat's prayer conversation becomes a submission of a prayer form (services.yaml
 * live.chat.prayerForm, or the first form with a prayer block): the form it names must be one.
 */
export function checkChatSettings(
  services: ParsedFile<ServicesFile>,
  forms: readonly { id: string; parsed: { data: FormFile } }[],
  problems: ContentProblem[],
): void {
  const named = services.data.live.chat?.prayerForm;
  if (!named) return;
  const form = forms.find((each) => each.id === named);
  if (form?.parsed.data.prayer) return;
  problems.push({
    file: services.file,
    field: "live.chat.prayerForm",
    line: services.lineOf(["live", "chat", "prayerForm"]),
    message: form
      ? `names forms/${named}.yaml, which has no prayer block: name a prayer form, or leave prayerForm out`
      : `names forms/${named}.yaml, which is not in the folder: name one of the forms in forms/`,
    severity: "error",
  });
}
