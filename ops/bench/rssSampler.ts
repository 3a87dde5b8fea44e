import { memoryOf } from './benchChild';

// A process's resident memory, read from /proc every second while a benchmark runs: what it
// holds once warm (at `markSeconds`, a minute by default), at the end, and at most after the mark.

export interface RssSample {
  seconds: number;
  rssMb: number;
}

export const sampleRss = (pid: number, everyMs = 1_000) => {
  const started = performance.now();
  const samples: RssSample[] = [];
  const take = () => samples.push({ seconds: (performance.now() - started) / 1000, rssMb: memoryOf(pid).rssMb });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): RssSample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
};

export const rssSummary = (samples: readonly RssSample[], markSeconds: number) => {
  const after = samples.filter((sample) => sample.seconds >= markSeconds);
  const atMark = (after[0] ?? samples.at(-1)!).rssMb;
  return {
    markSeconds,
    startMb: samples[0].rssMb,
    atMarkMb: atMark,
    endMb: samples.at(-1)!.rssMb,
    maxAfterMarkMb: Math.max(atMark, ...after.map((sample) => sample.rssMb)),
  };
};

export type RssSummary = ReturnType<typeof rssSummary>;
