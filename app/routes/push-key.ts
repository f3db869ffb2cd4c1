import { pushAnswer, whenPushIsOn } from "~/features/push/push-answers.server";
import { vapidKeys } from "~/features/push/vapid-keys.server";

/**
 * GET /push/key (issue 44): the site's VAPID public key, which the App page's script gives the browser
 * when it subscribes (`applicationServerKey`). Only the public half ever leaves the server.
 */
export function loader() {
  return whenPushIsOn(() => pushAnswer(200, { publicKey: vapidKeys().publicKey }));
}
