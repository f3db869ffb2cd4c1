// Types for journey-server-env.mjs, so playwright.config.ts and the journeys can use it.
export declare function journeyServerEnv(): Record<string, string>;
