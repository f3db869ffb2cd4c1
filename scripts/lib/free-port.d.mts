// Types for free-port.mjs, so the tests can use it.
export declare function freePort(): Promise<number>;
