/** Reading a password for the account command: never from argv (it would land in shell history). */

/** The first line of piped stdin (`printf '%s\n' "$PW" | npm run admin -- ...`). */
export async function readPipedLine(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
export function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (err?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** ADMIN_PASSWORD, else piped stdin, else asked twice on the terminal. */
export async function readNewPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await promptHidden('New password: ');
  const again = await promptHidden('Repeat the new password: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}
