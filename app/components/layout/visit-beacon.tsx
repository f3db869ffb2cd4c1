import { BEACON_PATH } from "~/lib/visit-traits";

/**
 * The visit beacon (issue 47, docs/decisions/078): a few hundred bytes of
 * inline script on every public page that posts, once the page is shown, its
 * path, a link's utm_source, the referring site's host and the window's width
 * (a phone, a tablet or a desktop) to the site itself; and once more, "played",
 * when a Vimeo player on the page starts (the player tells its page through
 * postMessage once asked to). No cookie, no storage, no identifier: the server
 * counts the view, unless it counted that very view as it answered the page
 * (app/features/insights/beacon.server.ts), so a page a CDN served is counted
 * once and a page the server served is not counted twice. A prerendered page
 * (Speculation Rules) waits until the visitor opens it. Without JavaScript the
 * server's own count stands. Allowed by its hash, like every inline script
 * the code declares (entry.server.tsx).
 */
export const VISIT_BEACON_SCRIPT =
  `(()=>{var d=document,l=location,n=0,s=k=>navigator.sendBeacon(${JSON.stringify(BEACON_PATH)},JSON.stringify({k,` +
  `p:l.pathname,u:new URLSearchParams(l.search).get("utm_source"),r:d.referrer&&new URL(d.referrer).host,w:innerWidth}));` +
  `d.prerendering?d.addEventListener("prerenderingchange",()=>s("v"),{once:!0}):s("v");` +
  `addEventListener("message",e=>{if(e.origin=="https://player.vimeo.com")try{var m=e.data;` +
  `m=typeof m=="string"?JSON.parse(m):m;m.event=="ready"&&e.source.postMessage('{"method":"addEventListener","value":"play"}',e.origin);` +
  `m.event=="play"&&!n++&&s("p")}catch(x){}})})()`;

export function VisitBeacon() {
  return <script dangerouslySetInnerHTML={{ __html: VISIT_BEACON_SCRIPT }} />;
}
