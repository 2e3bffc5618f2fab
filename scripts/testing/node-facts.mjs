// Fixture of with-node.test.ts: says which Node runs it and which `node` its children find on
// PATH, then exits with the code it was given (or, given `wait`, waits for SIGTERM).
import { execFileSync } from 'node:child_process';

const [arg] = process.argv.slice(2);
// Listening before saying anything: the test sends SIGTERM as soon as it reads the first line.
if (arg === 'wait')
  process.on('SIGTERM', () => {
    process.stdout.write('closing on SIGTERM\n');
    process.exit(0);
  });
const facts = {
  version: process.version,
  pathNode: execFileSync('node', ['-v'], { encoding: 'utf8' }).trim(),
  pid: process.pid,
  script: process.argv[1],
  args: process.argv.slice(2),
};
process.stdout.write(JSON.stringify(facts) + '\n');
if (arg === 'wait') setInterval(() => {}, 1000);
else process.exit(Number(arg ?? 0));
