// Run as a child process beside a benchmark: asks `url` (the server's /health) every 10 ms,
// whether or not the last answer came (open loop, so a stall of a second shows as a hundred slow
// answers, not one), until its input closes; then prints the latencies' p50, p99 and max as JSON.
// In a process of its own, so a stalled server shows as slow answers, not as a stalled probe.
const url = process.argv[2];
const times: number[] = [];
const inFlight = new Set<Promise<void>>();
const ask = () => {
  const started = performance.now();
  const asked = fetch(url)
    .then((res) => res.arrayBuffer())
    .then(() => void times.push(performance.now() - started))
    .finally(() => inFlight.delete(asked));
  inFlight.add(asked);
};
const timer = setInterval(ask, 10);
process.stdin.on('end', () => {
  clearInterval(timer);
  void Promise.all(inFlight).then(() => {
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
    process.stdout.write(JSON.stringify({ count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0 }));
  });
});
process.stdin.resume();
