import { MailNote, MailText, MailTitle, renderedMail } from "~/features/mail/blocks";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/**
 * The owners' e-mail when backups stop working (a failed run, none for two
 * days, or a failed monthly check) and the one when they work again, in the
 * church's default language (app/messages/<language>/backup-mail.json).
 */

export const BACKUP_ALERT_TEMPLATE = "backup-alert";

export type AlertReason = "failed" | "stale" | "check-failed";

export interface BackupAlertProps {
  sender: MailSender;
  language: Language;
  country?: string;
  state: "failing" | "working";
  reason?: AlertReason;
  /** The last good backup's time, written in the church's zone with its year; absent when none worked yet. */
  lastGoodLabel?: string;
  /** restic's message, its secrets already redacted. */
  error?: string;
}

const INTRO = {
  failed: "backupMail.intro.failed",
  stale: "backupMail.intro.stale",
  "check-failed": "backupMail.intro.checkFailed",
} as const;

function BackupAlert({ props, subject }: { props: BackupAlertProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  if (props.state === "working")
    return (
      <MailLayout preview={subject} sender={props.sender}>
        <MailTitle>{subject}</MailTitle>
        <MailText>{t("backupMail.working.intro", { when: props.lastGoodLabel ?? "" })}</MailText>
        <MailNote>{t("backupMail.working.more")}</MailNote>
      </MailLayout>
    );
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{subject}</MailTitle>
      <MailText>
        {t(INTRO[props.reason ?? "failed"])}{" "}
        {props.lastGoodLabel ? t("backupMail.lastGood", { when: props.lastGoodLabel }) : t("backupMail.noGood")}
      </MailText>
      {props.error ? <MailText>{t("backupMail.error", { error: props.error })}</MailText> : null}
      <MailNote>{t("backupMail.whatToDo")}</MailNote>
    </MailLayout>
  );
}

export async function renderBackupAlert(props: BackupAlertProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = t(props.state === "working" ? "backupMail.subject.working" : "backupMail.subject.failing");
  return renderedMail(subject, (line) => <BackupAlert props={props} subject={line} />);
}
