import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/images";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { Notice } from "~/components/admin/staff-shell";
import { requireStaff } from "~/features/auth/staff.server";
import { pictureLibrary } from "~/features/editor/picture-library.server";
import { acceptUpload, UPLOAD_MESSAGES } from "~/features/editor/uploads.server";
import { staffTitle } from "~/components/admin/staff-title";
import { readProtectedForm } from "~/server/protection.server";
import { FieldError } from "~/components/admin/text-field";

/**
 * Pictures (issue 18): upload from a phone or a laptop (JPEG, PNG, WebP or
 * HEIC up to 20 MB, with what it shows), and every picture of the content
 * folder, to choose in a page's form. The upload is a plain multipart form;
 * the file's own name is never used.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Pictures") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "content.draft");
  return { pictures: await pictureLibrary() };
}

type Answer =
  { ok: true; file: string; existed: boolean } | { ok: false; field: "picture" | "alt"; message: string; alt: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    return data<Answer>(
      { ok: false, field: "picture", message: submitted.refusal.message, alt: "" },
      submitted.refusal.status,
    );
  }
  const picture = submitted.form.get("picture");
  const alt = String(submitted.form.get("alt") ?? "");
  if (!(picture instanceof Blob)) {
    return data<Answer>({ ok: false, field: "picture", message: UPLOAD_MESSAGES.noFile, alt }, 400);
  }
  const outcome = await acceptUpload({
    bytes: new Uint8Array(await picture.arrayBuffer()),
    alt,
    actor: { id: staff.person.id, email: staff.person.email },
    now: context.now,
  });
  if (!outcome.ok) return data<Answer>({ ...outcome, alt }, outcome.field === "picture" ? 415 : 400);
  return data<Answer>({ ok: true, file: outcome.file, existed: outcome.existed });
}

export default function Images() {
  const { pictures } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const error = answer && !answer.ok ? answer : null;
  return (
    <>
      <EditorStyles />
      <h1>Pictures</h1>
      {answer?.ok ? (
        <Notice tone="success">
          <p>
            {answer.existed ? "That picture was already here" : "Uploaded"}: <code>{answer.file}</code>. Choose it in a
            page&rsquo;s picture field.
          </p>
        </Notice>
      ) : null}
      <h2 id="upload-heading">Upload a photo</h2>
      <form method="post" encType="multipart/form-data" className="card" aria-labelledby="upload-heading" noValidate>
        <div className="field">
          <label htmlFor="picture">Photo</label>
          <p className="field__hint" id="picture-hint">
            JPEG, PNG, WebP or HEIC (an iPhone&rsquo;s photos), up to 20 MB. It is turned upright and its location and
            camera details are removed.
          </p>
          <input
            id="picture"
            name="picture"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            aria-describedby={error?.field === "picture" ? "picture-hint picture-error" : "picture-hint"}
            aria-invalid={error?.field === "picture" || undefined}
          />
          <FieldError id="picture-error" message={error?.field === "picture" && error.message} />
        </div>
        <div className="field">
          <label htmlFor="alt">What it shows</label>
          <p className="field__hint" id="alt-hint">
            A few words for people who cannot see it, like &ldquo;Volunteers serving breakfast&rdquo;.
          </p>
          <input
            id="alt"
            name="alt"
            type="text"
            className="wide"
            defaultValue={error?.alt}
            aria-describedby={error?.field === "alt" ? "alt-hint alt-error" : "alt-hint"}
            aria-invalid={error?.field === "alt" || undefined}
          />
          <FieldError id="alt-error" message={error?.field === "alt" && error.message} />
        </div>
        <button type="submit" className="button">
          Upload
        </button>
      </form>
      <h2>In the content folder</h2>
      <ul className="picture-grid">
        {pictures.map((picture) => (
          <li key={picture.file} className="card">
            {picture.thumbnail ? (
              <img
                src={picture.thumbnail.src}
                alt={picture.alt ?? ""}
                width={picture.thumbnail.width}
                height={picture.thumbnail.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <code>{picture.file}</code>
            {picture.alt ? <p>{picture.alt}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
