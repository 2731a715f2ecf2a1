// What a phone computes for a base32 secret (RFC 6238: HMAC-SHA-1, 6 digits, 30 s) in plain
// TypeScript: the suite imports only the wire (no node:crypto), and Web Crypto refuses the buffers
// of the mocks runner's DOM realm.

function base32Bytes(secret: string): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return (bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2));
}

const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;

/** SHA-1 (FIPS 180-4) of a byte array. */
function sha1(message: number[]): number[] {
  const bytes = [...message, 0x80];
  while (bytes.length % 64 !== 56) bytes.push(0);
  const bitLength = message.length * 8;
  for (let i = 7; i >= 0; i--) bytes.push(i >= 4 ? 0 : (bitLength >>> (i * 8)) & 0xff);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  for (let chunk = 0; chunk < bytes.length; chunk += 64) {
    const w: number[] = [];
    for (let i = 0; i < 16; i++) w[i] = ((bytes[chunk + 4 * i]! << 24) | (bytes[chunk + 4 * i + 1]! << 16) | (bytes[chunk + 4 * i + 2]! << 8) | bytes[chunk + 4 * i + 3]!) >>> 0;
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i++) {
      const [f, k] = i < 20 ? [(b & c) | (~b & d), 0x5a827999] : i < 40 ? [b ^ c ^ d, 0x6ed9eba1] : i < 60 ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc] : [b ^ c ^ d, 0xca62c1d6];
      const t = (rotl(a, 5) + (f >>> 0) + e + k + w[i]!) >>> 0;
      [e, d, c, b, a] = [d, c, rotl(b, 30), a, t];
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
  }
  return h.flatMap((word) => [word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff]);
}

function hmacSha1(key: number[], message: number[]): number[] {
  const block = [...(key.length > 64 ? sha1(key) : key)];
  while (block.length < 64) block.push(0);
  return sha1([...block.map((byte) => byte ^ 0x5c), ...sha1([...block.map((byte) => byte ^ 0x36), ...message])]);
}

export function totpCode(secret: string, now = Date.now()): string {
  let step = Math.floor(now / 30_000);
  const counter: number[] = [];
  for (let i = 0; i < 8; i++) {
    counter.unshift(step % 256);
    step = Math.floor(step / 256);
  }
  const mac = hmacSha1(base32Bytes(secret), counter);
  const offset = mac[19]! & 0x0f;
  const value = ((mac[offset]! & 0x7f) * 2 ** 24 + mac[offset + 1]! * 2 ** 16 + mac[offset + 2]! * 2 ** 8 + mac[offset + 3]!) % 1_000_000;
  return String(value).padStart(6, '0');
}
