/**
 * The most characters of any one field of a sign-up form (issue 38): the server refuses more beside the
 * field, and the form says so in each free answer's hint and holds it with maxlength. Shared by the
 * server's check (features/signups/sign-up-form.server.ts) and the form (components/sign-ups/sign-up-form.tsx).
 */
export const TEXT_LIMIT = 200;
