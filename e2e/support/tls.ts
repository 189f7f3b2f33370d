/**
 * A throwaway self-signed certificate for `localhost`, made with node:crypto alone (a P-256 key and
 * a minimal X.509 v3 certificate encoded by hand), so the production-like servers of the suite can
 * sit behind TLS as they do in production without an openssl binary or a committed key.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

const length = (size: number): Buffer => {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, content: Buffer) =>
  Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const explicit = (tagNumber: number, content: Buffer) => tlv(0xa0 + tagNumber, content);
const integer = (bytes: Buffer) =>
  tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const octetString = (content: Buffer) => tlv(0x04, content);
const bitString = (content: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), content]));

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

const toPem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .trimEnd()}\n-----END ${label}-----\n`;

/** A key and a self-signed certificate for localhost and 127.0.0.1, valid for two days. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8('localhost'))));
  const now = Date.now();
  const subjectAltName = sequence(
    oid('2.5.29.17'),
    octetString(
      sequence(tlv(0x82, Buffer.from('localhost')), tlv(0x87, Buffer.from([127, 0, 0, 1]))),
    ),
  );
  // A positive serial whose first byte is not zero, so its DER encoding needs no padding.
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const toBeSigned = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 60 * 60 * 1000)), utcTime(new Date(now + 48 * 3600 * 1000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(subjectAltName)),
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, ecdsaWithSha256, bitString(signature));
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    cert: toPem('CERTIFICATE', certificate),
  };
}
