// Types for chromium.mjs, so playwright.config.ts can use it.
export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
