import { execFileSync } from 'node:child_process';

/**
 * `count` TCP ports on 127.0.0.1 that nothing listens on right now, found by binding each (port 0: the
 * kernel's pick) in a child process. Synchronous, because Playwright reads its config synchronously.
 * A random number in a fixed range once collided with a port already in use (EADDRINUSE in CI).
 */
export function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = [];
    (async () => {
      for (let i = 0; i < ${count}; i++) {
        const s = net.createServer();
        await new Promise((ok, fail) => { s.once('error', fail); s.listen(0, '127.0.0.1', ok); });
        servers.push(s);
      }
      process.stdout.write(JSON.stringify(servers.map((s) => s.address().port)));
      for (const s of servers) s.close();
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as number[];
}
