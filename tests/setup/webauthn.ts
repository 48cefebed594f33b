import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * A software passkey authenticator for API tests: what a phone or a security key does, with a P-256
 * key in memory ("none" attestation, user present and verified). The browser tests use Chromium's
 * own virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The little of CBOR (RFC 8949) a WebAuthn attestation needs: integers, strings, byte strings, arrays and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** The authenticator data's flags: user present, user verified, and (when registering) a credential attached. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: string;
  /** Answers navigator.credentials.create() for these options, as the browser would send it on. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): object;
  /** Answers navigator.credentials.get() for these options; each use raises the signature counter. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string): object;
}

export function softPasskey(): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let counter = 0;
  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    // kty EC2, alg ES256, crv P-256, x, y
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  };
  const authData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const id = b64url(credentialId);

  return {
    credentialId: id,
    register(options, origin) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey(publicKey)]);
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authData(options.rp.id!, UP | UV | AT, attested) });
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(options, origin) {
      counter += 1;
      const data = authData(options.rpId!, UP | UV);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = createSign('SHA256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
      };
    },
  };
}
