import { useT } from "~/hooks/use-t";
import type { Transcript } from "~/types";

/** "1:02:03" or "4:05": how a video player writes a moment. */
export function formatTimestamp(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The sermon's transcript, collapsed (<details> opens without JavaScript).
 * Each paragraph's timestamp is a link to the video at that moment on Vimeo;
 * with JavaScript, <sermon-transcript> (app/elements/sermon-transcript.ts)
 * starts the page's own player (the element with id `playerId`) there instead.
 */
export function TranscriptSection({
  transcript,
  videoPageUrl,
  playerId,
}: {
  transcript: Transcript;
  videoPageUrl: string;
  playerId: string;
}) {
  const { t } = useT();
  return (
    <sermon-transcript data-player={playerId}>
      <section aria-labelledby="transcript-heading" className="transcript">
        <h2 id="transcript-heading">{t("sermons.transcript.heading")}</h2>
        <details>
          <summary>{t("sermons.transcript.read")}</summary>
          <div lang={transcript.language}>
            {transcript.paragraphs.map((paragraph) => (
              <p key={paragraph.start}>
                <a
                  className="transcript-time"
                  href={`${videoPageUrl}#t=${paragraph.start}s`}
                  data-seconds={paragraph.start}
                  aria-label={t("sermons.transcript.playFrom", { time: formatTimestamp(paragraph.start) })}
                >
                  {formatTimestamp(paragraph.start)}
                </a>{" "}
                {paragraph.text}
              </p>
            ))}
          </div>
        </details>
      </section>
    </sermon-transcript>
  );
}
