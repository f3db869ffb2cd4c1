import { jsonBody, pushAnswer, whenPushIsOn } from "~/features/push/push-answers.server";
import { subscriptionState } from "~/features/push/subscribe.server";
import type { Route } from "./+types/push-subscriptions-state";

/**
 * POST /push/subscriptions/state (issue 44): what a phone chose and the events it will be reminded of, in
 * its language; asking counts as using the subscription (the 180 days start again).
 */
export function action({ request, context }: Route.ActionArgs) {
  return whenPushIsOn(async () => {
    const answer = await subscriptionState(await jsonBody(request), context.now, context.content);
    return pushAnswer(answer.status, answer.body);
  });
}
