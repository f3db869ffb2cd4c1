import { useT } from "~/hooks/use-t";
import { Fragment } from "react";
import { paragraphsOf, splitLinks } from "./linkify";

/** A Vimeo description as safe text: paragraphs, line breaks and plain web links. */
export function Description({ text, lang }: { text: string; lang?: string }) {
  const paragraphs = paragraphsOf(text);
  const { t } = useT();
  if (paragraphs.length === 0) return null;
  return (
    <div className="sermon-description" lang={lang}>
      {paragraphs.map((lines, paragraphIndex) => (
        <p key={paragraphIndex}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {splitLinks(line).map((part, partIndex) =>
                part.kind === "link" ? (
                  <a key={partIndex} href={part.href} rel="noopener noreferrer nofollow ugc" target="_blank">
                    {part.text}
                    <span className="visually-hidden">{t("layout.newTab")}</span>
                  </a>
                ) : (
                  <Fragment key={partIndex}>{part.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
