import type { MouseEvent } from "react";
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
 * with JavaScript it starts the page's own player there instead (`onSeek`).
 */
export function TranscriptSection({
  transcript,
  videoPageUrl,
  onSeek,
}: {
  transcript: Transcript;
  videoPageUrl: string;
  onSeek: (seconds: number) => void;
}) {
  const seek = (seconds: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSeek(seconds);
  };
  return (
    <section aria-labelledby="transcript-heading" className="transcript">
      <h2 id="transcript-heading">Transcript</h2>
      <details>
        <summary>Read the transcript</summary>
        <div lang={transcript.language}>
          {transcript.paragraphs.map((paragraph) => (
            <p key={paragraph.start}>
              <a
                className="transcript-time"
                href={`${videoPageUrl}#t=${paragraph.start}s`}
                onClick={seek(paragraph.start)}
                aria-label={`Play from ${formatTimestamp(paragraph.start)}`}
              >
                {formatTimestamp(paragraph.start)}
              </a>{" "}
              {paragraph.text}
            </p>
          ))}
        </div>
      </details>
    </section>
  );
}
