/**
 * Loads the pages' script (the custom elements of app/elements/) once the page
 * has painted, and its largest picture with it: the pictures marked
 * fetchpriority="high" (the hero, a page's banner) decoded, and the next frame
 * drawn. A script in the head, even a small one at low priority, is fetched
 * while the stylesheets and that picture are, and a phone's first paint then
 * waits for it too (measured in Lighthouse's mobile run: LCP half a second
 * later on every page; docs/decisions/023). Nothing on a page waits for it:
 * links, forms and the menu work without it, and what a visitor types before
 * it arrives stays as typed.
 *
 * An inline script, allowed by its hash like every inline script
 * (docs/decisions/016); the address comes from the build's manifest.
 */
export function ElementScript({ src }: { src: string }) {
  const address = JSON.stringify(src).replace(/</g, "\\u003c");
  const start =
    `(function(){function load(){var s=document.createElement("script");s.type="module";s.src=${address};` +
    `document.head.appendChild(s)}function afterPaint(){requestAnimationFrame(function(){setTimeout(load)})}` +
    `var pictures=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));` +
    `Promise.all(pictures.map(function(img){return img.decode?img.decode().catch(function(){}):null})).then(afterPaint)})();`;
  return <script dangerouslySetInnerHTML={{ __html: start }} />;
}
