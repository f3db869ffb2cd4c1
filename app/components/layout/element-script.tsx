/**
 * Loads the pages' script (the custom elements of app/elements/) once the page
 * has painted, and its largest picture with it: the browser has reported the
 * first contentful paint (or 3 s have passed) and the pictures marked
 * fetchpriority="high" (the hero, a page's banner) are decoded. A script in the
 * head, even a small one at low priority, is fetched while the stylesheets and
 * that picture are, and a phone's first paint then waits for it too (measured
 * in Lighthouse's mobile run: LCP half a second later on every page;
 * docs/decisions/024). Nothing on a page waits for it: links, forms and the
 * menu work without it, and what a visitor types before it arrives stays as typed.
 *
 * An inline script, allowed by its hash like every inline script the code
 * declares (docs/decisions/016; entry.server.tsx); the address comes from the
 * build's manifest.
 */
export function ElementScript({ src }: { src: string }) {
  return <script dangerouslySetInnerHTML={{ __html: elementLoaderScript(src) }} />;
}

/** The script's text, for the page and for the Content-Security-Policy's list of declared scripts. */
export function elementLoaderScript(src: string): string {
  const address = JSON.stringify(src).replace(/</g, "\\u003c");
  const start =
    `(function(){function load(){var s=document.createElement("script");s.type="module";s.src=${address};` +
    `document.head.appendChild(s)}var painted=new Promise(function(done){setTimeout(done,3000);` +
    `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();done()}}).observe({type:"paint",buffered:true})}catch(e){done()}});` +
    `var pictures=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]')).map(function(img){` +
    `return img.decode?img.decode().catch(function(){}):null});` +
    `Promise.all([painted].concat(pictures)).then(function(){setTimeout(load)})})();`;
  return start;
}
