import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A passkey in software for the API tests (decision 038): answers the creation
 * and request options the site sends, as a browser with a platform
 * authenticator would — "none" attestation, an ES256 key, a signature counter
 * — so the server's WebAuthn checks run for real. The browser tests use
 * Chromium's virtual authenticator instead.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private counter = 0;

  constructor(private readonly origin: string) {}

  get id(): string {
    return this.credentialId.toString("base64url");
  }

  /** The answer to `navigator.credentials.create()` for these options, as @simplewebauthn/browser sends it. */
  register(options: { challenge: string; rp: { id?: string } }, overrides: { origin?: string; challenge?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge: overrides.challenge ?? options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }));
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), uint32(this.counter), Buffer.alloc(16), idLength, this.credentialId, coseKey]);
    const attestationObject = cbor(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: { clientDataJSON: clientDataJSON.toString("base64url"), attestationObject: attestationObject.toString("base64url"), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to `navigator.credentials.get()` for these options. */
  assert(options: { challenge: string; rpId?: string }, overrides: { origin?: string; counter?: number; credentialId?: string } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.counter = overrides.counter ?? this.counter + 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }));
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), uint32(this.counter)]);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey as KeyObject);
    const id = overrides.credentialId ?? this.id;
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: { clientDataJSON: clientDataJSON.toString("base64url"), authenticatorData: authenticatorData.toString("base64url"), signature: signature.toString("base64url") },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

function sha256(data: string | Buffer): Buffer {
  return createHash("sha256").update(data).digest();
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
