// `node scripts/runTogether.mjs typecheck lint`: runs those npm scripts at the same time and
// fails when any fails. The checks before the specs are single-threaded, so on two cores side by
// side they take the time of the longest instead of the sum. Each one's output is printed whole
// when it ends, so their lines never interleave.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const scripts = process.argv.slice(2);
const results = await Promise.all(scripts.map(run));
// The exit status npm test reads: 1 when any check failed.
process.exitCode = results.every(Boolean) ? 0 : 1;
