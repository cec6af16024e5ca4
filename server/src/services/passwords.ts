// scrypt from node:crypto: memory-hard, no native add-on to compile, parameters stored with the hash
// so they can be raised later without invalidating existing passwords.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Hash something even when there is no account so response time does not reveal which emails exist.
  const [kind, n, rr, pp, saltB64, keyB64] = (stored ?? `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA==$`).split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(keyB64 ?? '', 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), KEYLEN, { N: Number(n), r: Number(rr), p: Number(pp) });
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
