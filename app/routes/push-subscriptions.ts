import { jsonBody, pushAnswer, whenPushIsOn } from "~/features/push/push-answers.server";
import { subscribe } from "~/features/push/subscribe.server";
import type { Route } from "./+types/push-subscriptions";

/**
 * POST /push/subscriptions (issue 44): a phone chooses its topics and language, and may link a sign-up
 * for its reminders by that sign-up's signed link. JSON in, JSON out (PUSH-CONTRACT-NOTES.md).
 */
export function action({ request, context }: Route.ActionArgs) {
  return whenPushIsOn(async () => {
    const answer = await subscribe(await jsonBody(request), context.now);
    return pushAnswer(answer.status, answer.body);
  });
}
