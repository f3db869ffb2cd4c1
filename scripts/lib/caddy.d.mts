// Types for caddy.mjs, so the TypeScript tests can use it.
export declare const caddyBinary: string;

export interface CaddyPorts {
  httpPort: number;
  httpsPort: number;
  upstreamPort: number;
}

export interface RunningCaddy {
  httpOrigin: string;
  httpsOrigin: string;
  /** The root certificate (PEM) of Caddy's local certificate authority. */
  ca: string;
  stop(): Promise<void>;
}

export declare function testCaddyfile(source: string, ports: CaddyPorts): string;
export declare function startCaddy(ports: CaddyPorts): Promise<RunningCaddy>;
