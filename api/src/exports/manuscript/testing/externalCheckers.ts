import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// Outside programs that judge a compiled manuscript as readers' tools would, where installed
// (.ci/run installs Debian's epubcheck and poppler-utils): null when the program is missing.

const run = promisify(execFile);

const onPath = (command: string) => {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(folder, command);
    if (fs.existsSync(file)) return fs.realpathSync(file);
  }
  return null;
};

/**
 * W3C's EPUBCheck over an .epub file: its exit code and report. Debian installs `epubcheck` as
 * the jar itself, which runs as a command only where binfmt_misc is set up (not in containers),
 * so a jar is run with `java -jar`.
 */
export const epubcheck = async (file: string): Promise<{ ok: boolean; report: string } | null> => {
  const program = onPath('epubcheck');
  if (!program) return null;
  const [command, args] = program.endsWith('.jar') ? ['java', ['-jar', program, file]] : [program, [file]];
  try {
    const { stdout, stderr } = await run(command, args, { timeout: 120_000 });
    return { ok: true, report: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, report: `${stdout}${stderr}` || message };
  }
};

/** A PDF's text as poppler's pdftotext reads it, whitespace made single spaces. */
export const pdfText = async (file: string): Promise<string | null> => {
  if (!onPath('pdftotext')) return null;
  const { stdout } = await run('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return stdout.replace(/\s+/g, ' ');
};
