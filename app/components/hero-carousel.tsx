import type { Artwork } from "~/content/model";
import { Picture } from "./picture";

/**
 * SPEC 2.3 and 9: five pictures cross-fading on a 50 s cycle, each shown
 * 10 s after the one before. The server draws the first; the others wait in a
 * <template>, which <hero-carousel> (app/elements/hero-carousel.ts) puts in
 * the page a few seconds before the first is needed. Without JavaScript, and
 * under reduced motion, the first picture stays and the others are never
 * fetched (a browser without scripts loads even lazy pictures at once).
 */
export function HeroCarousel({ images }: { images: Artwork[] }) {
  const [first, ...others] = images;
  if (!first) return null;
  return (
    <hero-carousel className="hero-carousel" data-slides={images.length}>
      <Picture image={first} sizes="100vw" priority className="hero-slide" />
      {others.length > 0 ? (
        <template>
          {others.map((image, index) => (
            <Picture
              key={`${image.path}-${index}`}
              image={image}
              sizes="100vw"
              deferred
              className="hero-slide"
              alt=""
            />
          ))}
        </template>
      ) : null}
    </hero-carousel>
  );
}
