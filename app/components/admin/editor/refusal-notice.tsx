import { Notice } from "~/components/admin/staff-shell";
import type { ProblemView } from "./problem-summary";

/**
 * Why a publish, restore or removal was refused: the message, then each
 * problem with its file and field (the review, revision and content pages).
 */
export function RefusalNotice({ message, problems }: { message: string; problems: readonly ProblemView[] }) {
  return (
    <Notice tone="error">
      <p>{message}</p>
      {problems.map((problem, index) => (
        <p key={index}>
          {problem.file}
          {problem.field ? ` (${problem.field})` : ""}: {problem.message}
        </p>
      ))}
    </Notice>
  );
}
