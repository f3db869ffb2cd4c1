/**
 * How long a sign-up waits for its e-mail address (issue 28, decision 054): its places are held for
 * HOLD_MINUTES, and the "please confirm" link works for CONFIRM_LINK_HOURS after the sign-up. A
 * confirmation after the hold still takes the places if confirmed places leave room, else it goes on the
 * waitlist (take-places.server.ts confirmRegistration); the e-mail says exactly that.
 */
export const HOLD_MINUTES = 30;
export const CONFIRM_LINK_HOURS = 24;
