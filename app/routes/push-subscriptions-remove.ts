import { jsonBody, pushAnswer, whenPushIsOn } from "~/features/push/push-answers.server";
import { unsubscribe } from "~/features/push/subscribe.server";
import type { Route } from "./+types/push-subscriptions-remove";

/** POST /push/subscriptions/remove (issue 44): a phone switches every notice off; its subscription is deleted. */
export function action({ request }: Route.ActionArgs) {
  return whenPushIsOn(async () => {
    const answer = await unsubscribe(await jsonBody(request));
    return pushAnswer(answer.status, answer.body);
  });
}
