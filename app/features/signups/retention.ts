/** How long a registration is kept after its event (the privacy policy quotes it; registration-privacy.server.ts keeps it). */
export const REGISTRATION_RETENTION_DAYS = 30;
