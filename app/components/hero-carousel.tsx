import type { Artwork } from "~/content/model";
import { Picture } from "./picture";

/**
 * SPEC 2.3 and 9: five pictures cross-fading on a 50 s cycle, each starting
 * 10 s after the one before. The animation is plain CSS (app/styles/pages/home.css);
 * under reduced motion only the first picture shows and the rest never load.
 */
export function HeroCarousel({ images }: { images: Artwork[] }) {
  return (
    <div className="hero-carousel" data-slides={images.length}>
      {images.map((image, index) => (
        <Picture
          key={`${image.path}-${index}`}
          image={image}
          sizes="100vw"
          priority={index === 0}
          deferred={index > 0}
          className="hero-slide"
          alt={index === 0 ? image.alt : ""}
        />
      ))}
    </div>
  );
}
