import editorStyles from "~/styles/admin-editor.css?url";

/** The editor's stylesheet, on the editor's pages only (React hoists it into <head>). */
export function EditorStyles() {
  return <link rel="stylesheet" href={editorStyles} precedence="default" />;
}
