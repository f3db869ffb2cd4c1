import type { Picture } from "~/types";

/** A series or sermon picture with its size set (no layout shift), or a plain placeholder. */
export function SermonPicture({
  picture,
  alt = "",
  eager = false,
  className = "",
}: {
  picture: Picture | undefined;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!picture) {
    return (
      <div
        className={`sermon-picture sermon-picture-empty ${className}`}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
      />
    );
  }
  return (
    <img
      className={`sermon-picture ${className}`}
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
