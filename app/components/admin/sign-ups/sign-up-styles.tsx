import signUpStyles from "~/styles/admin-sign-ups.css?url";

/** The rosters' stylesheet (check-in boxes, paper without the staff bar), on their pages only (React hoists it into <head>). */
export function SignUpStyles() {
  return <link rel="stylesheet" href={signUpStyles} precedence="default" />;
}
