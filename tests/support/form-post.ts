import { answerName } from "~/lib/form-view";

/**
 * What a browser posts for `answers` to one of the church's forms (issue 35): the form's one-time token,
 * the empty honeypot, and each answer under its field's posted name (f.<id>), a list of choices as the
 * field repeated. A key starting with "_" is posted under its own name, as no field of the form.
 */
export function formPost(answers: Record<string, string | string[]>, token = "t"): FormData {
  const data = new FormData();
  data.set("token", token);
  data.set("website", "");
  for (const [key, value] of Object.entries(answers)) {
    for (const item of [value].flat()) data.append(key.startsWith("_") ? key.slice(1) : answerName(key), item);
  }
  return data;
}

/** The choices the form tests offer: the teams a person may pick. */
export const TEAMS = [
  { value: "kids", label: "Kids" },
  { value: "coffee", label: "Coffee" },
];

/** A field of several choices the form tests share: the teams a person may tick. */
export const TEAMS_FIELD = { id: "teams", type: "choices", label: "Teams", options: TEAMS };
