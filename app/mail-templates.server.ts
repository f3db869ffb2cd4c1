/**
 * The e-mails the site writes, by template, and their sender: registered by
 * app/background.server.ts before the outbox delivers anything.
 */
import { registerMailTemplate, setDefaultSender } from "~/features/mail/mail.server";
import { getContent } from "~/server/content.server";
import { CONFIRM_EMAIL_TEMPLATE, renderConfirmEmail } from "~/features/newsletter/confirm-email";
import { renderStaffNotice, STAFF_NOTICE_TEMPLATE } from "~/features/visits/emails/staff-notice";
import { GIVING_RECEIPT_TEMPLATE, renderReceiptEmail } from "~/features/giving/emails/receipt-email";
import { GIVING_NOTICE_TEMPLATE, renderDonorNotice } from "~/features/giving/emails/donor-notice-email";
import { renderVisitorEmail, VISITOR_EMAIL_TEMPLATE } from "~/features/visits/emails/visitor-email";
import {
  JOIN_ANSWER_TEMPLATE,
  JOIN_REQUEST_TEMPLATE,
  renderJoinAnswerMail,
  renderJoinRequestMail,
} from "~/features/groups/emails/join-emails";
import { REGISTRATION_EMAIL_TEMPLATE, renderRegistrationEmail } from "~/features/signups/emails/registration-email";
import { renderSignUpConfirm, SIGN_UP_CONFIRM_TEMPLATE } from "~/features/signups/confirm-email";
import {
  PRAYER_LIST_TEMPLATE,
  PRAYER_REQUESTER_TEMPLATE,
  renderPrayerListMail,
  renderRequesterMail,
} from "~/features/prayer/emails/prayer-emails";
import { FORM_STAFF_MAIL_TEMPLATE, renderFormStaffMail } from "~/features/forms/emails/staff-form-mail";
import {
  FORM_COPY_TEMPLATE,
  FORM_NOTICE_TEMPLATE,
  renderFormCopy,
  renderFormNotice,
} from "~/features/forms/emails/form-emails";
import { BACKUP_ALERT_TEMPLATE, renderBackupAlert } from "~/features/backups/backup-alert-email";

/**
 * Every e-mail goes through the mail module (app/features/mail), made by one
 * of these templates, from the church's address unless MAIL_FROM says.
 */
export function registerMail(): void {
  registerMailTemplate(VISITOR_EMAIL_TEMPLATE, renderVisitorEmail);
  registerMailTemplate(STAFF_NOTICE_TEMPLATE, renderStaffNotice);
  registerMailTemplate(CONFIRM_EMAIL_TEMPLATE, renderConfirmEmail);
  registerMailTemplate(GIVING_RECEIPT_TEMPLATE, renderReceiptEmail);
  registerMailTemplate(GIVING_NOTICE_TEMPLATE, renderDonorNotice);
  registerMailTemplate(REGISTRATION_EMAIL_TEMPLATE, renderRegistrationEmail);
  registerMailTemplate(SIGN_UP_CONFIRM_TEMPLATE, renderSignUpConfirm);
  registerMailTemplate(JOIN_REQUEST_TEMPLATE, renderJoinRequestMail);
  registerMailTemplate(JOIN_ANSWER_TEMPLATE, renderJoinAnswerMail);
  // Prayer (issue 35): the weekly list to the team; the requester's notices.
  registerMailTemplate(PRAYER_LIST_TEMPLATE, renderPrayerListMail);
  registerMailTemplate(PRAYER_REQUESTER_TEMPLATE, renderRequesterMail);
  // Forms (issue 35): a submission assigned to a staff person, and the reminder when it waits.
  registerMailTemplate(FORM_STAFF_MAIL_TEMPLATE, renderFormStaffMail);
  registerMailTemplate(FORM_NOTICE_TEMPLATE, renderFormNotice);
  registerMailTemplate(FORM_COPY_TEMPLATE, renderFormCopy);
  registerMailTemplate(BACKUP_ALERT_TEMPLATE, renderBackupAlert);
  // A church without an office address (church.yaml `email`) sends from MAIL_FROM alone.
  setDefaultSender(() => {
    const { name, email } = getContent().church;
    return email ? { name, address: email } : { name };
  });
}
