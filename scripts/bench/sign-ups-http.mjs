// Issue 38: the sign-up figure a visitor sees. 200 people sign up for the demo's summer day camp at the same
// instant, each as a browser does: it fetches the form page, then posts the form (no JavaScript, a plain
// post that answers 303). Timed at the sender over HTTP, from the moment all 200 start; the server's own
// log measures only its part. (`npm run bench:sign-ups` is the store alone, in-process.)
export const description = "sign-ups over HTTP: 200 people fetch the form and post it at once; p50/p95 at the sender";

const PEOPLE = 200;
const EVENT = "summer-day-camp";

export default async function signUpsOverHttp({ baseUrl, restartServer }) {
  await restartServer({ RATE_LIMIT_PER_MINUTE: "1000000" });
  try {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, index) => {
        const from = `10.${Math.floor(index / 250)}.${index % 250}.7`;
        const begin = performance.now();
        const page = await fetch(`${baseUrl}/events/${EVENT}/sign-up`, { headers: { "x-forwarded-for": from } });
        const html = await page.text();
        const date = /name="date"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? "once";
        const posted = performance.now();
        const answer = await fetch(`${baseUrl}/events/${EVENT}/sign-up`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, "x-forwarded-for": from },
          body: new URLSearchParams({
            contactName: `Parent ${index}`,
            email: `bench-${index}@example.org`,
            date,
            "person-1-name": `Child ${index}`,
            "person-1-type": "child",
            "q-shirt": "Kids M",
            "q-photos": "yes",
          }).toString(),
        });
        await answer.text();
        const done = performance.now();
        return {
          status: answer.status,
          result: new URL(answer.headers.get("location") ?? "/", baseUrl).searchParams.get("result"),
          wholeMs: done - started,
          ownMs: done - begin,
          postMs: done - posted,
        };
      }),
    );
    const at = (values, q) => {
      const sorted = [...values].sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
    };
    const results303 = results.filter((each) => each.status === 303);
    return [
      {
        label: `GET then POST /events/${EVENT}/sign-up (${PEOPLE} at once)`,
        url: `${baseUrl}/events/${EVENT}/sign-up`,
        requests: PEOPLE * 2,
        answered303: results303.length,
        outcomes: Object.fromEntries(
          [...new Set(results.map((each) => each.result))].map((r) => [
            r,
            results.filter((each) => each.result === r).length,
          ]),
        ),
        p50Ms: at(
          results.map((each) => each.ownMs),
          0.5,
        ),
        p95Ms: at(
          results.map((each) => each.ownMs),
          0.95,
        ),
        postP50Ms: at(
          results.map((each) => each.postMs),
          0.5,
        ),
        postP95Ms: at(
          results.map((each) => each.postMs),
          0.95,
        ),
        lastAnsweredMs: Math.round(Math.max(...results.map((each) => each.wholeMs))),
      },
    ];
  } finally {
    await restartServer();
  }
}
