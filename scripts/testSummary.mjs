// Prints the plain closing line CI reads ("tests: N passed, N failed, N skipped") from vitest's
// JSON report, and the skip reasons of adapters whose servers were not reachable.
import fs from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
if (!fs.existsSync(file)) {
  console.log('tests: 0 passed, 1 failed');
  console.error(`No test report at ${file}: the test run did not finish.`);
  process.exit(1);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
