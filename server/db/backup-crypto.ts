import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';

/**
 * An encrypted backup (docs/decisions/084-backups.md): MAGIC, a 16-byte salt, a 12-byte IV, a 32-byte
 * passphrase check, the AES-256-GCM ciphertext of the gzip stream, then its 16-byte tag. The key and
 * the check come from scrypt(passphrase, salt); a wrong passphrase is told at once by the check, a
 * changed byte anywhere by the tag at the end (restore loads in one transaction, so nothing is kept).
 */
export const MAGIC = Buffer.from('BARBERSHOP-BACKUP-AES256GCM-1\n');
const SALT = 16;
const IV = 12;
const CHECK = 32;
const TAG = 16;
const HEADER = MAGIC.length + SALT + IV + CHECK;

export class BackupPassphraseError extends Error {}

function derive(passphrase: string, salt: Buffer) {
  const out = scryptSync(passphrase, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  const key = out.subarray(0, 32);
  return { key, check: createHmac('sha256', out.subarray(32)).update('barbershop-backup-check').digest() };
}

/** A stream that encrypts what goes through it, header first and tag last. */
export function encryptStream(passphrase: string): Transform {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const { key, check } = derive(passphrase, salt);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, salt, iv, check]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([MAGIC, salt, iv, check]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether the file at `file` is an encrypted backup. */
export function isEncrypted(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    fs.readSync(fd, head, 0, MAGIC.length, 0);
    return head.equals(MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/** The plain (gzip) bytes of an encrypted backup file; refuses a wrong passphrase before reading on. */
export function decryptFile(file: string, passphrase: string): Readable {
  const size = fs.statSync(file).size;
  if (size < HEADER + TAG) throw new BackupPassphraseError('The backup file is cut short: it is not a whole encrypted backup.');
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(HEADER);
  const tag = Buffer.alloc(TAG);
  try {
    fs.readSync(fd, head, 0, HEADER, 0);
    fs.readSync(fd, tag, 0, TAG, size - TAG);
  } finally {
    fs.closeSync(fd);
  }
  const salt = head.subarray(MAGIC.length, MAGIC.length + SALT);
  const iv = head.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV);
  const { key, check } = derive(passphrase, salt);
  if (!timingSafeEqual(check, head.subarray(MAGIC.length + SALT + IV))) {
    throw new BackupPassphraseError(
      'Wrong passphrase: this backup was encrypted with another one (BACKUP_PASSPHRASE or --passphrase-file).',
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const body = fs.createReadStream(file, { start: HEADER, end: size - TAG - 1 });
  return body.pipe(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        done(null, decipher.update(chunk));
      },
      flush(done) {
        try {
          done(null, decipher.final());
        } catch {
          done(
            new BackupPassphraseError('The backup file was changed or damaged after it was made (its authentication tag does not match).'),
          );
        }
      },
    }),
  );
}
