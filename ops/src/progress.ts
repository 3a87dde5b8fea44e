import cliProgress from 'cli-progress';

// A progress bar for work measured in log positions: events/s and ETA, redrawn at most 10×/s.
export const positionProgress = (label: string, total: number) => {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(14)} {bar} {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted}`,
      hideCursor: true,
      fps: 10,
      etaBuffer: 50,
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(Math.max(total, 1), 0, { speed: 0 });
  return {
    update: (done: number) => {
      const seconds = (Date.now() - started) / 1000;
      bar.update(Math.min(done, total), { speed: seconds > 0 ? Math.round(done / seconds) : 0 });
    },
    finish: () => {
      bar.update(total, { speed: Math.round(total / Math.max((Date.now() - started) / 1000, 0.001)) });
      bar.stop();
    },
  };
};
