import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A passkey authenticator in software, for unit tests of the server side
 * (the journeys use Chromium's virtual authenticator): a P-256 key, the
 * WebAuthn data structures as an authenticator and a browser make them
 * (authenticator data, "none" attestation in CBOR, client data JSON, an
 * ES256 signature), so @simplewebauthn/server checks real answers.
 * `origin` is the page the browser says the ceremony ran on.
 */
type CBORValue = Parameters<typeof isoCBOR.encode>[0];
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly credentialId = randomBytes(16);
  private counter = 0;
  private userHandle: Uint8Array | undefined;

  private coseKey(): Uint8Array {
    const jwk = (this.keys.publicKey as KeyObject).export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const flags = FLAGS.userPresent | FLAGS.userVerified | (attested ? FLAGS.attestedData : 0);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    this.userHandle = Buffer.from(options.user.id, "base64url");
    const clientData = JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const attestation = isoCBOR.encode(
      new Map<string, CBORValue>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", this.authenticatorData(options.rp.id ?? new URL(origin).hostname, true)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  signIn(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
    const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }));
    const authData = this.authenticatorData(options.rpId ?? new URL(origin).hostname, false);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle ? b64url(this.userHandle) : undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
